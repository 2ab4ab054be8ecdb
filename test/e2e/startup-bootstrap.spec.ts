import { composer } from './composer'
import { expect, test } from './fixtures'

// Issue 23: the first screen's data came in a dozen requests (settings three times, drafts three times,
// webhooks, schedules, vault, status, the open draft, what it posted). Now one app.bootstrap call.
test.describe('start-up: the first screen in one round trip (issue 23)', () => {
  test('BOOT-001 a page opened on a data folder with a draft asks only app.bootstrap before the composer is ready', async ({
    app,
    host,
    context,
  }) => {
    // The first start made the draft; the second page is what a later start looks like.
    await composer(app).content.fill('kept from before')
    await expect(app.getByRole('status', { name: 'Save state' })).toHaveText('Saved')

    const page = await context.newPage()
    const calls: string[] = []
    page.on('request', (request) => {
      const method = /\/rpc\/([^?]+)/.exec(request.url())?.[1]
      if (method) calls.push(decodeURIComponent(method))
    })
    await page.goto(host.url)
    await expect(composer(page).content).toHaveValue('kept from before')
    await composer(page).content.fill('ready')

    expect(calls).toEqual(['app.bootstrap'])
  })
})
