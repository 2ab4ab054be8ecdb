import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseArgs } from '@launch/args'
import { findElectronRuntime } from '@launch/electronRuntime'
import { runElectron } from '@launch/runElectron'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-launch-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** A stand-in Electron: a script that prints and exits like the real one does without a display. */
function fakeElectron(name: string, script: string): string {
  const dir = path.join(scratch, name)
  fs.mkdirSync(dir)
  const file = path.join(dir, 'electron')
  fs.writeFileSync(file, `#!/bin/sh\n${script}\n`, { mode: 0o755 })
  return dir
}

describe('parseArgs', () => {
  it('reads --port and --no-open, in either spelling', () => {
    expect(parseArgs([])).toEqual({ port: 0, open: true })
    expect(parseArgs(['--port', '4100', '--no-open'])).toEqual({ port: 4100, open: false })
    expect(parseArgs(['--port=4101'])).toEqual({ port: 4101, open: true })
  })

  it('stops on a bad port or an unknown option instead of guessing', () => {
    expect(() => parseArgs(['--port', 'abc'])).toThrow(/port/)
    expect(() => parseArgs(['--port', '70000'])).toThrow(/port/)
    expect(() => parseArgs(['--open-sesame'])).toThrow(/Unknown option/)
  })
})

describe.runIf(process.platform !== 'win32')('Electron runtime', () => {
  it('finds the binary named by ELECTRON_OVERRIDE_DIST_PATH without loading the electron package', () => {
    const dir = fakeElectron('present', 'exit 0')
    expect(findElectronRuntime({ ELECTRON_OVERRIDE_DIST_PATH: dir })).toEqual({
      found: true,
      executable: path.join(dir, 'electron'),
    })
  })

  it('says why when the override names an empty folder', () => {
    const runtime = findElectronRuntime({ ELECTRON_OVERRIDE_DIST_PATH: scratch })
    expect(runtime.found).toBe(false)
  })

  it('reports a quick failure with the last line the runtime printed, minus its log prefix', async () => {
    const dir = fakeElectron(
      'noDisplay',
      `echo "[9:ERROR:ozone_platform_x11.cc(240)] Missing X server or \\$DISPLAY" >&2; exit 1`,
    )
    const outcome = await runElectron(path.join(dir, 'electron'), { PATH: process.env.PATH })
    expect(outcome).toEqual({ kind: 'failed', reason: 'Missing X server or $DISPLAY' })
  })

  it('reports a clean exit as the app having run', async () => {
    const dir = fakeElectron('clean', 'exit 0')
    expect(await runElectron(path.join(dir, 'electron'), { PATH: process.env.PATH })).toEqual({
      kind: 'exited',
      code: 0,
    })
  })
})
