import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventHub, bindContract } from '@shared/rpc/bind'
import type { Dispatch } from '@shared/rpc/bind'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { composeServices } from '@services/compose'
import type { Services } from '@services/compose'
import { createLogger, setLogSink } from '@services/log'
import { startEmulator } from '../../emulator'
import type { Emulator } from '../../emulator'

// Issue 20 item 6: History names forum posts and threads ("#forum › post") through a saved bot token,
// read from the emulator's GET /channels/{id} over loopback.
let emu: Emulator
let services: Services
let dispatch: Dispatch
let dataDir: string
const quiet = { error: () => {} }
/** The entry ids of each history.onDidChange, in order. */
const changes: string[][] = []
const waiting: { entryId: string; resolve(): void }[] = []

async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

/** Resolves at the next history.onDidChange that names this entry. */
function changed(entryId: string): Promise<void> {
  return new Promise((resolve) => waiting.push({ entryId, resolve }))
}

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-history-places-'))
  const events = new EventHub(quiet)
  events.subscribe((name, payload) => {
    if (name !== 'history.onDidChange') return
    const { entryIds } = payload as { entryIds: string[] }
    changes.push(entryIds)
    for (const wait of waiting.splice(0)) {
      if (entryIds.includes(wait.entryId)) wait.resolve()
      else waiting.push(wait)
    }
  })
  services = await composeServices({
    shell: 'browser',
    version: '0.0.0-test',
    openExternal: async () => {},
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    events,
    log: createLogger('test/historyPlaces'),
    passphrase: 'integration passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  dispatch = bindContract(services.handlers, quiet)
})

afterAll(async () => {
  await services?.dispose()
  await emu?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const list = async () => (await call<{ entries: HistoryEntryView[] }>('history.list')).entries

describe('History place names against the emulator', () => {
  it('shows ids without a bot token, then "#forum › post" and the server once a saved token reads them', async () => {
    const forum = emu.demo.webhooks.forum
    await call('webhooks.add', { url: forum.url })
    const post = await call<{ message: { id: string; channel_id: string } }>('message.send', {
      target: { kind: 'saved', webhookId: forum.id },
      message: { content: 'Changelog', thread_name: 'Version 2.0 is out' },
    })
    const inThread = await call<{ message: { id: string } }>('message.send', {
      target: { kind: 'saved', webhookId: forum.id },
      message: { content: 'Hello thread' },
      threadId: emu.demo.forumThread,
    })
    const postEntry = `${forum.id}-${post.message.id}`
    const threadEntry = `${forum.id}-${inThread.message.id}`

    // No bot token saved: ids, and the place says no token could read its names.
    // The first list starts the reads; with no token they end at once, without a request.
    await list()
    await expect.poll(async () => (await list())[1]!.place.unreadable).toBe(true)
    const [threadRow, postRow] = await list()
    expect(postRow!.place).toEqual({
      server: null,
      channel: { id: emu.demo.channels.forum, name: null },
      thread: { id: post.message.channel_id, name: null },
      unreadable: true,
    })
    expect(threadRow!.place.thread).toEqual({ id: emu.demo.forumThread, name: null })
    expect(emu.control.journal({ route: 'getChannel' })).toEqual([])

    await call('botTokens.add', { label: 'Demo bot', token: emu.demo.application.botToken })
    const named = changed(postEntry)
    await list()
    await named
    const [threadNamed, postNamed] = await list()
    expect(postNamed!.place).toEqual({
      server: 'Herald Sandbox',
      channel: { id: emu.demo.channels.forum, name: 'forum' },
      thread: { id: post.message.channel_id, name: 'Version 2.0 is out' },
      unreadable: false,
    })
    expect(threadNamed!.place).toMatchObject({
      channel: { name: 'forum' },
      thread: { id: emu.demo.forumThread, name: 'Welcome to the forum' },
    })
    expect(changes.flat()).toContain(threadEntry)

    // The post and the thread are read with the bot token, once each for the session; the server and the
    // forum were named in the library when the token was saved, so they are not read again.
    const reads = emu.control.journal({ route: 'getChannel' })
    expect(reads.map((read) => read.path).sort()).toEqual(
      [`/api/v10/channels/${post.message.channel_id}`, `/api/v10/channels/${emu.demo.forumThread}`].sort(),
    )
    expect(reads.every((read) => read.headers.authorization === `Bot ${emu.demo.application.botToken}`)).toBe(
      true,
    )
    await list()
    expect(emu.control.journal({ route: 'getChannel' })).toHaveLength(reads.length)
    // The token reaches Discord and nothing the page sees.
    expect(JSON.stringify(await list())).not.toContain(emu.demo.application.botToken)
  })
})
