import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { JsonStore } from '@services/stores/jsonStore'
import type { Migration } from '@services/stores/jsonStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { setLogSink } from '@services/log'
import { openWebhookStore } from '@services/stores/webhookStore'

beforeAll(() => setLogSink(() => {}, 'error'))

const v3 = z.object({
  version: z.literal(3),
  items: z.array(z.object({ name: z.string(), done: z.boolean() })),
})
type V3 = z.infer<typeof v3>
// v1 {list: string[]} -> v2 {items: {name}[]} -> v3 {items: {name, done}[]}
const migrations: Migration[] = [
  (data) => ({ items: (data.list as string[]).map((name) => ({ name })) }),
  (data) => ({ items: (data.items as { name: string }[]).map((item) => ({ ...item, done: false })) }),
]

function dir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'herald-store-'))
}

function open(cwd: string, recovery = new RecoveryLog()) {
  const store = new JsonStore<V3>({
    dir: cwd,
    name: 'things',
    schema: v3,
    migrations,
    defaults: () => ({ version: 3, items: [] }),
    recovery,
    clock: () => new Date('2025-03-04T05:06:07.890Z'),
  })
  return { store, recovery }
}

describe('JsonStore', () => {
  it('starts from defaults without writing, then writes atomically with mode 0600', () => {
    const cwd = dir()
    const { store } = open(cwd)
    expect(store.read()).toEqual({ version: 3, items: [] })
    expect(store.exists()).toBe(false)
    store.update((data) => {
      data.items.push({ name: 'a', done: true })
    })
    const text = fs.readFileSync(path.join(cwd, 'things.json'), 'utf8')
    expect(JSON.parse(text)).toEqual({ version: 3, items: [{ name: 'a', done: true }] })
    if (process.platform !== 'win32')
      expect(fs.statSync(path.join(cwd, 'things.json')).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(cwd)).toEqual(['things.json'])
    expect(open(cwd).store.read().items).toHaveLength(1)
  })

  it('runs every migration from the file’s version in order and saves the result', () => {
    const cwd = dir()
    fs.writeFileSync(path.join(cwd, 'things.json'), JSON.stringify({ version: 1, list: ['x', 'y'] }))
    const { store, recovery } = open(cwd)
    expect(store.read()).toEqual({
      version: 3,
      items: [
        { name: 'x', done: false },
        { name: 'y', done: false },
      ],
    })
    expect(JSON.parse(fs.readFileSync(store.path, 'utf8')).version).toBe(3)
    expect(recovery.list()).toEqual([])
    fs.writeFileSync(store.path, JSON.stringify({ version: 2, items: [{ name: 'z' }] }))
    expect(open(cwd).store.read().items).toEqual([{ name: 'z', done: false }])
  })

  it('moves an unparseable file aside, keeps its bytes, reports it and starts empty', () => {
    const cwd = dir()
    const garbage = '{"version": 3, "items": [ {"name": "half'
    fs.writeFileSync(path.join(cwd, 'things.json'), garbage)
    const { store, recovery } = open(cwd)
    expect(store.read().items).toEqual([])
    const [notice] = recovery.list()
    expect(notice).toMatchObject({ store: 'things', reason: 'unparseable', at: '2025-03-04T05:06:07.890Z' })
    expect(path.basename(notice!.movedTo)).toBe('things.corrupt-2025-03-04T05-06-07-890Z.json')
    expect(fs.readFileSync(notice!.movedTo, 'utf8')).toBe(garbage)
    expect(fs.existsSync(store.path)).toBe(false)
    // Writing afterwards does not touch the preserved file.
    store.update((data) => ({ ...data, items: [{ name: 'new', done: false }] }))
    expect(fs.readFileSync(notice!.movedTo, 'utf8')).toBe(garbage)
  })

  it('moves aside a file that fails validation, and one from a newer Herald', () => {
    const cwd = dir()
    fs.writeFileSync(path.join(cwd, 'things.json'), JSON.stringify({ version: 3, items: [{ name: 5 }] }))
    const first = open(cwd)
    expect(first.recovery.list()[0]).toMatchObject({ reason: 'invalid' })
    expect(first.recovery.list()[0]!.detail).toMatch(/items/)
    const cwd2 = dir()
    fs.writeFileSync(path.join(cwd2, 'things.json'), JSON.stringify({ version: 9, items: [] }))
    expect(open(cwd2).recovery.list()[0]).toMatchObject({ reason: 'newerVersion' })
  })

  it('a migration that throws is reported and the original file kept', () => {
    const cwd = dir()
    const original = JSON.stringify({ version: 1, list: 'not an array' })
    fs.writeFileSync(path.join(cwd, 'things.json'), original)
    const { recovery } = open(cwd)
    const [notice] = recovery.list()
    expect(notice?.reason).toBe('migrationFailed')
    expect(fs.readFileSync(notice!.movedTo, 'utf8')).toBe(original)
  })

  it('an invalid change is refused and nothing is written', () => {
    const cwd = dir()
    const { store } = open(cwd)
    store.update((data) => ({ ...data, items: [{ name: 'ok', done: true }] }))
    const before = fs.readFileSync(store.path)
    expect(() =>
      store.update((data) => ({ ...data, items: [{ name: 1 as unknown as string, done: true }] })),
    ).toThrow()
    expect(fs.readFileSync(store.path).equals(before)).toBe(true)
    expect(store.read().items).toEqual([{ name: 'ok', done: true }])
  })

  it('notifies listeners of a recovery (store.onDidRecover) and lets the notice be dismissed', () => {
    const cwd = dir()
    fs.writeFileSync(path.join(cwd, 'webhooks.json'), 'not json at all')
    const recovery = new RecoveryLog()
    const seen: string[] = []
    recovery.subscribe((file) => seen.push(file.store))
    openWebhookStore({ dataDir: cwd, recovery })
    expect(seen).toEqual(['webhooks'])
    expect(recovery.dismiss(recovery.list()[0]!.movedTo)).toBe(true)
    expect(recovery.list()).toEqual([])
  })
})
