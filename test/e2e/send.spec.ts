import { composer } from './composer'
import { expect, test } from './fixtures'

test.describe('composer: send a message through a pasted webhook URL', () => {
  test('SEND-001 posts the message with wait=true and shows its id', async ({ app, emulator }) => {
    const ui = composer(app)
    const hook = emulator.demo.webhooks.general

    await ui.fill(hook.url, 'Hello from Herald')
    await ui.send.click()

    await expect(ui.sent).toBeVisible()
    const id = await app.getByTestId('message-id').textContent()
    expect(id).toMatch(/^\d{17,20}$/)
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ method: 'POST', status: 200, query: { wait: 'true' } })
    expect(posts[0]?.body).toMatchObject({ content: 'Hello from Herald' })
    const stored = emulator.control.messages({ webhookId: hook.id })
    expect(stored.map((message) => message.id)).toContain(id)
  })

  test('SEND-002 keeps what was typed and explains a deleted webhook (404)', async ({ app, emulator }) => {
    const ui = composer(app)
    const hook = emulator.demo.webhooks.general
    const deleted = await fetch(`${emulator.apiBase}/webhooks/${hook.id}/${hook.token}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)

    await ui.fill(hook.url, 'Is anyone there?')
    await ui.send.click()

    await expect(ui.alert).toContainText('This webhook does not exist (404)')
    await expect(ui.alert.locator('[data-error-kind]')).toHaveAttribute('data-error-kind', 'discord')
    await expect(ui.url).toHaveValue(hook.url)
    await expect(ui.content).toHaveValue('Is anyone there?')
  })

  test('SEND-003 sends with Ctrl+Enter from the message field', async ({ app, emulator }) => {
    const ui = composer(app)

    await ui.fill(emulator.demo.webhooks.announcements.url, 'Sent from the keyboard')
    await ui.content.press('Control+Enter')

    await expect(ui.sent).toBeVisible()
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })

  test('SEND-004 refuses a URL that is not a webhook, with the reason, and sends nothing', async ({
    app,
    emulator,
  }) => {
    const ui = composer(app)

    await ui.fill('https://example.com/webhooks/1/abc', 'Going nowhere')

    await expect(ui.send).toBeDisabled()
    await expect(ui.url).toHaveAttribute('aria-invalid', 'true')
    await expect(app.getByText('points to example.com, not Discord').first()).toBeVisible()
    await expect(ui.content).toHaveValue('Going nowhere')
    await ui.content.press('Control+Enter')
    expect(emulator.control.journal()).toHaveLength(0)
  })

  test('SEND-005 asks for a URL and a message before sending anything', async ({ app, emulator }) => {
    const ui = composer(app)

    await expect(ui.send).toBeDisabled()
    const reasons = ui.problems.getByRole('link')
    await expect(reasons).toHaveCount(2)
    await reasons.first().click()
    await expect(ui.target).toBeFocused()
    await reasons.last().click()
    await expect(ui.content).toBeFocused()
    expect(emulator.control.journal()).toHaveLength(0)
  })

  test('SEND-006 explains a wrong token (401)', async ({ app, emulator }) => {
    const ui = composer(app)
    const hook = emulator.demo.webhooks.general
    const wrong = hook.url.replace(/.{4}$/, 'AAAA')

    await ui.fill(wrong, 'Wrong key')
    await ui.send.click()

    await expect(ui.alert).toContainText('Discord refused the webhook token (401)')
    await expect(ui.content).toHaveValue('Wrong key')
  })

  test("SEND-007 shows Discord's reason and field paths for a 400", async ({ app, emulator }) => {
    const ui = composer(app)
    emulator.control.injectFault({
      kind: 'status',
      method: 'POST',
      path: '/webhooks/:id/:token',
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          content: {
            _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be 2000 or fewer in length.' }],
          },
        },
      },
    })

    await ui.fill(emulator.demo.webhooks.general.url, 'Rejected by the server')
    await ui.send.click()

    await expect(ui.alert).toContainText('Discord rejected the message (400)')
    await expect(ui.alert.getByRole('list', { name: 'Problems' })).toContainText('content')
    await expect(ui.alert).toContainText('Must be 2000 or fewer in length.')
    await expect(ui.content).toHaveValue('Rejected by the server')
  })

  test('SEND-008 says Discord cannot be reached when the network is down', async ({ app, emulator }) => {
    const ui = composer(app)
    const url = emulator.demo.webhooks.general.url
    await emulator.close()

    await ui.fill(url, 'Into the void')
    await ui.send.click()

    await expect(ui.alert).toContainText('Could not reach Discord')
    await expect(ui.content).toHaveValue('Into the void')
  })
})
