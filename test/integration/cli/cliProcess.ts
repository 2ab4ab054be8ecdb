import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Emulator } from '../../emulator'
import { buildCli, root } from '../../support/cliRun'
import { startEmulator } from '../../emulator'

export { buildCli, root, runNode } from '../../support/cliRun'
export type { Run } from '../../support/cliRun'

export type CliHarness = {
  /** A scratch folder for the test's files (and its data folder), removed after the file's tests. */
  dir: string
  /** The built `herald.js`. */
  entry: string
  /** The emulator, started once for the file and reset before each test. */
  emu: Emulator
  /** What a `herald` run sees: PATH, the scratch folder as HOME, the emulator's API roots, a data folder. */
  env(dataDir?: string): Record<string, string>
}

/**
 * The set-up every CLI test file shares: a scratch folder, the bundle built inside the repository (so its
 * external imports such as zod resolve from node_modules), and an emulator; all gone after the file.
 */
export function cliHarness(prefix: string): CliHarness {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  const outDir = path.join(root, 'node_modules/.cache/herald-cli-test', path.basename(dir))
  const harness = {
    dir,
    entry: path.join(outDir, 'herald.js'),
    env: (dataDir: string = dir): Record<string, string> => ({
      PATH: process.env.PATH ?? '',
      HOME: dir,
      HERALD_API_BASE: harness.emu.apiBase,
      HERALD_AUTH_BASE: harness.emu.authBase,
      HERALD_DATA_DIR: dataDir,
    }),
  } as Omit<CliHarness, 'emu'> as CliHarness
  beforeAll(async () => {
    await buildCli(outDir)
    harness.emu = await startEmulator()
  })
  afterAll(async () => {
    await harness.emu.close()
    rmSync(outDir, { recursive: true, force: true })
    rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => harness.emu.control.reset())
  return harness
}
