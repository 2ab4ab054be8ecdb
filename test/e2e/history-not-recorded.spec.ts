import fs from 'node:fs'
import path from 'node:path'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, test } from './fixtures'

// Issue 24 (follow-up of defect 4): a message Discord has but History could not record (a full disk, a
// data folder it cannot write) is said as sent, with what was not recorded and why, never as a failure.
test('a sent message History could not record says so beside the sent result', async ({
  app,
  emulator,
  dataDir,
}, testInfo) => {
  const ui = composer(app)
  const hook = emulator.demo.webhooks.general
  await ui.fill(hook.url, 'Posted, but not recorded')
  // History's folder becomes a file: the services cannot record what they send.
  const history = path.join(dataDir, 'history')
  fs.rmSync(history, { recursive: true, force: true })
  fs.writeFileSync(history, 'not a folder')

  await ui.send.click()

  await expect(ui.sent).toBeVisible()
  await expect(ui.sent).toContainText(
    'History could not record it: a part of the path is not a folder. The message is on Discord all the same',
  )
  expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  for (const scheme of ['light', 'dark'] as const) {
    await app.emulateMedia({ colorScheme: scheme })
    await expectAccessible(app, testInfo, `history-not-recorded-${scheme}`)
  }
})
