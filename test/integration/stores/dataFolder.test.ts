import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RpcError } from '@shared/rpc'
import { EventHub } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../unit/renderer/features/composer/translators'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'
import { JsonStore } from '@services/stores/jsonStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { SecretVault } from '@services/vault/secretVault'

// Issue 13, defects 3 and 7: what the data folder looks like on disk after the services start, and after
// a write that failed: no temporary file left (one may hold a sealed token), every folder 0700.

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const FAST = { N: 2 ** 10, r: 8, p: 1 }
const dirs: string[] = []

function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-datafolder-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

async function start(dataDir: string) {
  return composeServices({
    config: configFromEnv({ HERALD_API_BASE: 'http://127.0.0.1:9/api/v10', HERALD_DATA_DIR: dataDir }),
    events: new EventHub(quiet),
    log: quiet,
    shell: 'browser',
    version: '9.9.9',
    openExternal: async () => undefined,
  })
}

/** Every file under `dir`, relative, recursively. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(dir, name)).isFile(),
  )
}

const mode = (p: string) => fs.statSync(p).mode & 0o777

describe('temporary files of atomic writes', () => {
  it('are removed from every store folder when the services start, the one holding a sealed token too', async () => {
    const dataDir = scratch()
    const vault = new SecretVault({ dataDir, recovery: new RecoveryLog(), scryptCost: FAST })
    await vault.create({ kind: 'passphrase', passphrase: 'temporary files test' })
    const sealed = vault.seal({ type: 'webhook', id: '123456789012345678', field: 'token' }, 'x'.repeat(68))
    const leftovers = [
      'webhooks.json.tmp-1763900000a1b2c3',
      'settings.json.tmp-1763900001d4e5f6',
      'history/123456789012345678.json.tmp-1763900002abcdef',
      'drafts/abcdefgh12345678.json.tmp-1763900003012345',
      'templates/abcdefgh12345678.json.tmp-1763900004fedcba',
    ]
    // Left by a crash long enough ago that no write can still be under way.
    const longAgo = new Date(Date.now() - 60 * 60_000)
    for (const name of leftovers) {
      fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true })
      fs.writeFileSync(
        path.join(dataDir, name),
        JSON.stringify({ version: 1, webhooks: [{ id: '123456789012345678', token: sealed }] }),
      )
      fs.utimesSync(path.join(dataDir, name), longAgo, longAgo)
    }
    const services = await start(dataDir)
    await services.dispose()
    const files = filesUnder(dataDir)
    expect(files.filter((name) => name.includes('.tmp-'))).toEqual([])
    expect(files).toContain('vault.json')
  })

  it('are kept while their writer may still run: a short `herald` run never removes a live write', async () => {
    const dataDir = scratch()
    fs.mkdirSync(path.join(dataDir, 'history'), { recursive: true })
    // Another process (the app) in the middle of an atomic write: its temporary files are fresh.
    const writer = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    try {
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      }).stdout
      const live = [
        `history/123456789012345678.jsonl.tmp-${writer.pid}-0a1b2c3d`,
        'webhooks.json.tmp-1763900000a1b2c3',
      ]
      const crashed = [`history/223456789012345678.jsonl.tmp-${dead}-4e5f6a7b`]
      for (const name of [...live, ...crashed]) fs.writeFileSync(path.join(dataDir, name), '{}')
      await (await start(dataDir)).dispose()
      const temps = filesUnder(dataDir).filter((name) => name.includes('.tmp-'))
      expect(temps.sort()).toEqual(live.sort())
    } finally {
      writer.kill()
    }
  })

  it('are removed after a write that failed half-way, and the store keeps its last good data', () => {
    const dir = scratch()
    const schema = z.object({ version: z.literal(1), n: z.number() })
    let fail = false
    const store = new JsonStore({
      dir,
      name: 'things',
      schema,
      migrations: [],
      defaults: () => ({ version: 1 as const, n: 0 }),
      recovery: new RecoveryLog(),
      // A writer that puts its temporary file down and then fails (ENOSPC, EIO) before the rename.
      backing: ({ cwd, configName }) => ({
        set store(data: Record<string, unknown>) {
          const target = path.join(cwd, `${configName}.json`)
          const temp = `${target}.tmp-1763900005aaaaaa`
          fs.writeFileSync(temp, JSON.stringify(data))
          if (fail) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
          fs.renameSync(temp, target)
        },
        get store() {
          return {}
        },
      }),
    })
    store.update(() => ({ version: 1, n: 1 }))
    fail = true
    expect(() => store.update(() => ({ version: 1, n: 2 }))).toThrow(
      'Herald could not save things: the disk is full. Nothing was changed.',
    )
    // The page says it in its own language (issue 25).
    const failed = (() => {
      try {
        store.update(() => ({ version: 1, n: 2 }))
      } catch (error) {
        return error as RpcError
      }
    })()
    expect(saidText(translatorFor('de'), failed!.data)).toBe(
      'Herald konnte things nicht speichern: Der Datenträger ist voll. Nichts wurde geändert.',
    )
    expect(fs.readdirSync(dir)).toEqual(['things.json'])
    expect(store.read().n).toBe(1)
  })
})

describe('folder modes', () => {
  it('creates the data folder and history/ 0700, and makes existing ones 0700 on start', async () => {
    const parent = scratch()
    const fresh = path.join(parent, 'fresh')
    await (await start(fresh)).dispose()
    expect(mode(fresh)).toBe(0o700)

    const old = path.join(parent, 'old')
    for (const sub of ['', 'history', 'drafts', 'templates']) {
      fs.mkdirSync(path.join(old, sub), { recursive: true })
      fs.chmodSync(path.join(old, sub), 0o755)
    }
    await (await start(old)).dispose()
    for (const sub of ['', 'history', 'drafts', 'templates']) expect(mode(path.join(old, sub))).toBe(0o700)
  })

  it('a store that writes into a folder not there yet creates it 0700', () => {
    const dir = path.join(scratch(), 'data', 'history')
    const store = new JsonStore({
      dir,
      name: '123456789012345678',
      schema: z.object({ version: z.literal(1) }),
      migrations: [],
      defaults: () => ({ version: 1 as const }),
      recovery: new RecoveryLog(),
    })
    store.update(() => ({ version: 1 }))
    expect(mode(dir)).toBe(0o700)
    expect(mode(path.dirname(dir))).toBe(0o700)
  })
})
