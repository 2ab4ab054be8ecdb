import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { ensureBuilt } from '@launch/build'
import { mainEntry, repoRoot } from '@launch/paths'
import { startEmulator } from '../emulator'
import { electronOrSkipReason } from './runtime'

// The desktop conventions in a real Electron window, where the runtime exists: the application menu,
// a menu item reaching the page, and the single-instance lock.
test('ELEC-002 the application menu drives the page, and a second launch leaves the first alone', async () => {
  const found = electronOrSkipReason()
  if ('reason' in found) console.log(`Electron desktop suite skipped: ${found.reason}`)
  test.skip('reason' in found, 'reason' in found ? found.reason : '')
  if (!('executable' in found)) return

  ensureBuilt()
  const emulator = await startEmulator({ seed: 'demo' })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-electron-desktop-'))
  const env = {
    ...process.env,
    HERALD_API_BASE: emulator.apiBase,
    HERALD_AUTH_BASE: emulator.authBase,
    HERALD_DATA_DIR: dataDir,
  }
  const app = await electron.launch({
    executablePath: found.executable,
    args: [mainEntry],
    cwd: repoRoot,
    env,
  })
  try {
    const page = await app.firstWindow()
    await expect(page.getByRole('heading', { name: 'Composer' })).toBeVisible()

    const labels = await app.evaluate(({ Menu }) =>
      Menu.getApplicationMenu()?.items.map((item) => item.label),
    )
    const expected = ['File', 'Edit', 'View', 'Window', 'Help']
    expect(labels).toEqual(process.platform === 'darwin' ? ['Herald', ...expected] : expected)

    await app.evaluate(({ Menu }) => {
      const file = Menu.getApplicationMenu()?.items.find((item) => item.label === 'File')
      file?.submenu?.items.find((item) => item.label === 'Import…')?.click()
    })
    await expect(page.getByRole('dialog', { name: 'Import drafts' })).toBeVisible()

    // A second launch on the same data folder hands over to this one and exits.
    const second = spawn(found.executable, [mainEntry], { cwd: repoRoot, env, stdio: 'ignore' })
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve))
    expect(code).toBe(0)
    await expect(page.getByRole('dialog', { name: 'Import drafts' })).toBeVisible()
  } finally {
    await app.close()
    await emulator.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
