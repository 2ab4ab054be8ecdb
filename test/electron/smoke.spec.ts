import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { ensureBuilt } from '@launch/build'
import { mainEntry, repoRoot } from '@launch/paths'
import { composer } from '../e2e/composer'
import { startEmulator } from '../emulator'
import { electronOrSkipReason as skipReason } from './runtime'

test('ELEC-001 sends a message from the Electron window', async () => {
  const found = skipReason()
  if ('reason' in found) console.log(`Electron smoke suite skipped: ${found.reason}`)
  test.skip('reason' in found, 'reason' in found ? found.reason : '')
  if (!('executable' in found)) return

  ensureBuilt()
  const emulator = await startEmulator({ seed: 'demo' })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-electron-'))
  // Playwright would `require('electron')` to find the binary (and download it); name it instead.
  const app = await electron.launch({
    executablePath: found.executable,
    args: [mainEntry],
    cwd: repoRoot,
    env: {
      ...process.env,
      HERALD_API_BASE: emulator.apiBase,
      HERALD_AUTH_BASE: emulator.authBase,
      HERALD_DATA_DIR: dataDir,
    },
  })
  try {
    const page = await app.firstWindow()
    const ui = composer(page)
    const hook = emulator.demo.webhooks.general

    await ui.fill(hook.url, 'Hello from the Electron window')
    await ui.send.click()

    await expect(ui.sent).toBeVisible()
    await expect(page.getByTestId('message-id')).toHaveText(/^\d{17,20}$/)
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts[0]).toMatchObject({ method: 'POST', query: { wait: 'true' } })
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined')
  } finally {
    await app.close()
    await emulator.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
