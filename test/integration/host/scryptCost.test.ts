import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import { setLogSink } from '@services/log'

// startHost's test-only scryptCost reaches the vault; without it the vault gets the real cost.

const hosts: RunningHost[] = []
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close()
})

async function vaultCost(options: { scryptCost?: { N: number; r: number; p: number } }) {
  setLogSink(() => {}, 'error')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-host-scrypt-'))
  const rendererDir = path.join(dataDir, 'renderer')
  fs.mkdirSync(rendererDir)
  const config = configFromEnv({ HERALD_DATA_DIR: dataDir })
  hosts.push(await startHost({ config, rendererDir, passphrase: 'host passphrase', ...options }))
  const file = JSON.parse(fs.readFileSync(path.join(dataDir, 'vault.json'), 'utf8')) as {
    wrapped: { params: { N: number } }
  }
  return file.wrapped.params.N
}

describe('startHost scryptCost', () => {
  it('creates the vault with the cost the caller passed', async () => {
    expect(await vaultCost({ scryptCost: { N: 2 ** 10, r: 8, p: 1 } })).toBe(2 ** 10)
  })

  it('uses the real cost otherwise', async () => {
    expect(await vaultCost({})).toBe(2 ** 17)
  })
})
