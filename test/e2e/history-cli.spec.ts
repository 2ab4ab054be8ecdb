import fs from 'node:fs'
import path from 'node:path'
import { buildCli, root, runNode } from '../support/cliRun'
import { expect, test } from './fixtures'
import { composeTo, openScreen, PASSPHRASE, visibleScreen } from './libraryUi'

// Issue 19, defect 9: the app open, and a `herald edit` through the same data folder (a cron job). The
// app's History shows the CLI's version without a reload, and the next edit's "before" is that version.

const outDir = path.join(root, 'node_modules/.cache/herald-cli-e2e', String(process.pid))
const entry = path.join(outDir, 'herald.js')

test.beforeAll(async () => {
  await buildCli(outDir)
})
test.afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

test('HIST-CLI a herald edit on the app’s data folder shows in History, and the next edit starts from it', async ({
  app,
  emulator,
  dataDir,
}) => {
  test.setTimeout(90_000)
  const { general } = emulator.demo.webhooks
  await composeTo(app, general, 'General chatter')
  const composer = visibleScreen(app)
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Launch at 5pm')
  await composer.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
  const messageId = (await composer.getByTestId('message-id').textContent()) ?? ''
  await openScreen(app, 'History')
  const history = visibleScreen(app)
  await expect(history.getByRole('listitem', { name: 'General chatter: Launch at 5pm' })).toBeVisible()

  const run = await runNode([entry, 'edit', '-', '--webhook', '@General chatter', '--message', messageId], {
    stdin: JSON.stringify({ content: 'Launch at 6pm (moved by the cron job)' }),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dataDir,
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dataDir,
      HERALD_PASSPHRASE: PASSPHRASE,
    },
  })
  expect(run, run.stderr).toMatchObject({ code: 0 })

  // Without a reload: the services noticed the log grew and told the page.
  const row = history.getByRole('listitem', {
    name: 'General chatter: Launch at 6pm (moved by the cron job)',
  })
  await expect(row).toBeVisible()
  await expect(row.getByRole('button', { name: `1 earlier version of message ${messageId}` })).toBeVisible()
  // And after one.
  await app.reload()
  await openScreen(app, 'History')
  await expect(row).toBeVisible()

  await history.getByRole('button', { name: `Edit message ${messageId}` }).click()
  const editor = visibleScreen(app)
  const text = editor.getByRole('textbox', { name: 'Message', exact: true })
  await expect(text).toHaveValue('Launch at 6pm (moved by the cron job)')
  await text.fill('Launch at 7pm')
  await editor.getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
  const changes = dialog.getByRole('list', { name: 'What changes' })
  await expect(changes).toContainText('Before: Launch at 6pm (moved by the cron job)')
  await expect(changes).toContainText('After: Launch at 7pm')
  await dialog.getByRole('button', { name: 'Save edit' }).click()
  await expect(editor.getByRole('status', { name: 'Message edited' })).toBeVisible()

  await openScreen(app, 'History')
  await expect(
    history
      .getByRole('listitem', { name: 'General chatter: Launch at 7pm' })
      .getByRole('button', { name: `2 earlier versions of message ${messageId}` }),
  ).toBeVisible()
})
