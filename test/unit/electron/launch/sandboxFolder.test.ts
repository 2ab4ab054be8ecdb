import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sandboxDataDir } from '@launch/sandboxFolder'

// Issue 24: `npm run sandbox` kept its data in $TMPDIR/herald-sandbox, a name every local user could
// predict and create first (then read what the sandbox writes, or point it elsewhere with a symlink).
// The folder is per user, created 0700, and used only when it is this user's own folder.
const uid = process.getuid!()
let tmp: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-sandbox-test-'))
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe.skipIf(process.platform === 'win32')('sandboxDataDir', () => {
  it('is per user, created private', () => {
    const dir = sandboxDataDir(tmp)
    expect(dir).toBe(path.join(tmp, `herald-sandbox-${uid}`))
    expect(fs.lstatSync(dir).isDirectory()).toBe(true)
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
    expect(sandboxDataDir(tmp)).toBe(dir)
  })

  it('makes its own folder private again when it was opened up', () => {
    const dir = path.join(tmp, `herald-sandbox-${uid}`)
    fs.mkdirSync(dir)
    fs.chmodSync(dir, 0o777)
    sandboxDataDir(tmp)
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
  })

  it('refuses a symbolic link another user could have planted there', () => {
    const elsewhere = fs.mkdtempSync(path.join(tmp, 'elsewhere-'))
    fs.symlinkSync(elsewhere, path.join(tmp, `herald-sandbox-${uid}`))
    expect(() => sandboxDataDir(tmp)).toThrow(/is not a folder of yours.*HERALD_DATA_DIR/)
  })

  it.skipIf(uid !== 0)('refuses a folder another user owns (root can make one to test)', () => {
    const dir = path.join(tmp, `herald-sandbox-${uid}`)
    fs.mkdirSync(dir, { mode: 0o700 })
    fs.chownSync(dir, 65534, 65534)
    expect(() => sandboxDataDir(tmp)).toThrow(/is not a folder of yours/)
  })
})
