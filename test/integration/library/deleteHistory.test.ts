import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Dispatch } from '@shared/rpc/bind'
import type { Services } from '@services/compose'
import { createLogger, setLogSink } from '@services/log'
import { startEmulator } from '../../emulator'
import type { Emulator } from '../../emulator'
import { openServices } from '../../support/services'

// Issue 13, defect 1, as the page sees it: after a delete whose answer was lost, and after one that found
// the message already gone, History shows the message as deleted.
let emu: Emulator
let services: Services
let dispatch: Dispatch
let dataDir: string
const DELETE_PATH = '/webhooks/:id/:token/messages/:message'

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-delete-history-'))
  const opened = await openServices(emu, dataDir, {
    log: createLogger('test/delete'),
    passphrase: 'integration passphrase',
  })
  services = opened.services
  dispatch = opened.dispatch
})

afterAll(async () => {
  await services?.dispose()
  await emu?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => emu.control.clearFaults())

const target = () => ({ kind: 'url' as const, url: emu.demo.webhooks.general.url })

async function sendOne(): Promise<string> {
  const sent = await dispatch('message.send', { target: target(), message: { content: 'delete me' } })
  if (!sent.ok) throw new Error(sent.error.message)
  return (sent.value as { message: { id: string } }).message.id
}

async function deletedAt(messageId: string): Promise<string | null | undefined> {
  const list = await dispatch('history.list', {})
  if (!list.ok) throw new Error(list.error.message)
  const entries = (list.value as { entries: { messageId: string; deletedAt: string | null }[] }).entries
  return entries.find((entry) => entry.messageId === messageId)?.deletedAt
}

describe('message.delete and History', () => {
  it('a retried delete that finds the message gone succeeds, says so, and History marks it deleted', async () => {
    const id = await sendOne()
    emu.control.injectFault({ kind: 'resetAfterBody', method: 'DELETE', path: DELETE_PATH })
    const answer = await dispatch('message.delete', { target: target(), messageId: id })
    expect(answer).toEqual({ ok: true, value: { alreadyGone: true } })
    expect(await deletedAt(id)).toEqual(expect.any(String))
  })

  it('a first attempt that finds it gone stays an error, and History still learns it is gone', async () => {
    const id = await sendOne()
    const hook = emu.demo.webhooks.general
    await fetch(`${emu.apiBase}/webhooks/${hook.id}/${hook.token}/messages/${id}`, { method: 'DELETE' })
    const answer = await dispatch('message.delete', { target: target(), messageId: id })
    expect(answer).toMatchObject({ ok: false, error: { kind: 'discord', status: 404, code: 10008 } })
    expect(await deletedAt(id)).toEqual(expect.any(String))
  })

  it('a plain delete answers without alreadyGone', async () => {
    const id = await sendOne()
    expect(await dispatch('message.delete', { target: target(), messageId: id })).toEqual({
      ok: true,
      value: {},
    })
    expect(await deletedAt(id)).toEqual(expect.any(String))
  })
})
