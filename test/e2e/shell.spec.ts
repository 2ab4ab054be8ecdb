import { composer } from './composer'
import { expect, startTestHost, test } from './fixtures'

test.describe('app shell in the browser host', () => {
  test('HOST-001 takes the token from the fragment and wipes it from the address bar', async ({
    app,
    host,
  }) => {
    expect(app.url()).toBe(`${host.origin}/`)
    expect(await app.evaluate(() => sessionStorage.getItem('herald.token'))).toBe(host.token)
  })

  test('HOST-002 a page opened without the token says how to connect and calls nothing', async ({
    page,
    host,
  }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rpc/')) calls.push(request.url())
    })

    await page.goto(`${host.origin}/`)

    await expect(page.getByRole('heading', { name: 'Herald is not connected' })).toBeVisible()
    expect(calls).toEqual([])
  })

  test('HOST-003 loads under its CSP without a single console error', async ({ page, host }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    await page.goto(host.url)
    await expect(page.getByRole('heading', { name: 'Composer' })).toBeVisible()
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'About Herald' })).toBeVisible()

    expect(problems).toEqual([])
  })

  test('HOST-004 in sandbox mode a banner says so on every screen, and a send reaches the emulator', async ({
    page,
    emulator,
  }) => {
    // What `npm run sandbox` hands the app: the emulator's roots and HERALD_SANDBOX=1.
    const sandbox = await startTestHost(emulator, undefined, { env: { HERALD_SANDBOX: '1' } })
    try {
      await page.goto(sandbox.url)
      const banner = page.getByRole('note', { name: 'Sandbox' })
      await expect(banner).toHaveText(/Sandbox\s*Messages go to the local Discord emulator, not to Discord\./)

      const ui = composer(page)
      await ui.fill(emulator.demo.webhooks.general.url, 'Rehearsal')
      await ui.send.click()
      await expect(ui.sent).toBeVisible()
      expect(emulator.control.journal({ route: 'executeWebhook' })).toMatchObject([
        { body: { content: 'Rehearsal' } },
      ])

      await page.getByRole('button', { name: 'Settings' }).click()
      await expect(banner).toBeVisible()
    } finally {
      await sandbox.close()
    }
  })

  test('HOST-005 outside sandbox mode there is no sandbox banner', async ({ app }) => {
    await expect(app.getByRole('heading', { name: 'Composer' })).toBeVisible()
    await expect(app.getByRole('note', { name: 'Sandbox' })).toHaveCount(0)
  })

  test('SET-001 Settings shows the app information, and switching back keeps the draft', async ({
    app,
    emulator,
  }) => {
    await app.getByRole('textbox', { name: 'Message', exact: true }).fill('Half-written thought')
    await app.getByRole('button', { name: 'Settings' }).click()

    const about = app.getByRole('region', { name: 'About Herald' })
    await expect(about).toContainText('Browser host on this computer')
    await expect(about).toContainText(emulator.apiBase)
    await expect(about).toContainText('Custom API root')

    await app.getByRole('button', { name: 'Composer' }).click()
    await expect(app.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Half-written thought',
    )
  })

  test('SET-002 the current screen is marked for assistive technology', async ({ app }) => {
    await expect(app.getByRole('button', { name: 'Composer' })).toHaveAttribute('aria-current', 'page')
    await app.getByRole('button', { name: 'Settings' }).click()
    await expect(app.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
    await expect(app.getByRole('button', { name: 'Composer' })).not.toHaveAttribute('aria-current', 'page')
  })
})
