import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { LogRecord } from '@services/log'
import { createLogger, registeredSecretCount, setLogSink } from '@services/log'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { SecretVault } from '@services/vault/secretVault'

// Issue 13, defect 4: a passphrase becomes a log secret only once it has opened the vault, and the old
// one is dropped when it changes. Observed through the logger, as a later log line shows it.

const FAST = { N: 2 ** 10, r: 8, p: 1 }
const lines: LogRecord[] = []
const log = createLogger('test/passphrase')

function capture() {
  lines.length = 0
  setLogSink((record) => lines.push(record), 'debug')
}

afterEach(() => setLogSink(() => undefined, 'info'))

function vaultIn(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-passphrase-'))) {
  return new SecretVault({ dataDir: dir, recovery: new RecoveryLog(), scryptCost: FAST })
}

describe('passphrases as log secrets', () => {
  it('50 wrong tries add no secret, and a later line with a wrong one (an ordinary word) is not masked', async () => {
    capture()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-passphrase-'))
    const first = vaultIn(dir)
    await first.create({ kind: 'passphrase', passphrase: 'the right passphrase 1' })
    const vault = vaultIn(dir)
    const before = registeredSecretCount()
    for (let i = 0; i < 50; i++) {
      await expect(vault.unlock(`wrongword${i}`)).rejects.toThrow('That passphrase is not correct')
    }
    expect(registeredSecretCount()).toBe(before)
    log.info('the status line mentions wrongword7 and wrongword42')
    expect(lines.at(-1)?.message).toBe('the status line mentions wrongword7 and wrongword42')
  })

  it('masks the passphrase that opened the vault, and stops masking the old one after a change', async () => {
    capture()
    const vault = vaultIn()
    await vault.create({ kind: 'passphrase', passphrase: 'orchard lantern' })
    log.info('typed orchard lantern')
    expect(lines.at(-1)?.message).toBe('typed ••••')
    await vault.changePassphrase('orchard lantern', 'copper meadow')
    log.info('typed orchard lantern then copper meadow')
    expect(lines.at(-1)?.message).toBe('typed orchard lantern then ••••')
  })

  it('masks a passphrase that unlocked an existing vault', async () => {
    capture()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-passphrase-'))
    await vaultIn(dir).create({ kind: 'passphrase', passphrase: 'granite harbour' })
    await vaultIn(dir).unlock('granite harbour')
    log.info('granite harbour')
    expect(lines.at(-1)?.message).toBe('••••')
  })
})
