import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendEngine } from '@services/send'
import { StatusService } from '@services/status/statusService'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { openStatusStore } from '@services/stores/statusStore'
import { RpcError } from '@shared/rpc/errors'

// The status service on a real status.json, with a fake engine and a fake clock for the debounce.

const WEBHOOK = '100000000000000041'
const MESSAGE = '100000000000000900'
let dir: string

beforeEach(() => {
  vi.useFakeTimers()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-status-unit-'))
})
afterEach(() => {
  vi.useRealTimers()
  fs.rmSync(dir, { recursive: true, force: true })
})

function service(edit: SendEngine['edit']) {
  const engine = { edit, send: vi.fn() } as unknown as SendEngine
  const status = new StatusService({
    store: openStatusStore({ dataDir: dir, recovery: new RecoveryLog() }),
    engine,
    labelOf: (id) => (id === WEBHOOK ? 'Status board' : null),
    clock: () => new Date('2026-11-23T12:00:00.000Z'),
    debounceMs: 100,
  })
  status.mark({
    name: 'Server status',
    webhookId: WEBHOOK,
    messageId: MESSAGE,
    channelId: '100000000000000011',
    threadId: null,
  })
  return status
}

const edited = (async () => ({
  message: { id: MESSAGE, channel_id: '100000000000000011' },
})) as SendEngine['edit']

describe('StatusService', () => {
  it('refuses a webhook that is not saved: updates need its token', () => {
    const status = service(edited)
    expect(() =>
      status.mark({
        name: 'Other',
        webhookId: '100000000000000099',
        messageId: MESSAGE,
        channelId: '100000000000000011',
        threadId: null,
      }),
    ).toThrow('Save this webhook in the library first: updates need its token.')
  })

  it('edits once after the debounce with the last body, and records when', async () => {
    const edit = vi.fn(edited)
    const status = service(edit)
    const first = status.update('server STATUS', { content: 'one' })
    const second = status.update('Server status', { content: 'two' })
    await vi.advanceTimersByTimeAsync(100)
    expect(await first).toEqual({ outcome: 'superseded' })
    expect(await second).toEqual({ outcome: 'edited', messageId: MESSAGE, at: '2026-11-23T12:00:00.000Z' })
    expect(edit).toHaveBeenCalledTimes(1)
    expect(edit.mock.calls[0]![0]).toMatchObject({
      target: { kind: 'saved', webhookId: WEBHOOK },
      messageId: MESSAGE,
      message: { content: 'two' },
      files: [],
    })
    expect(status.list()[0]).toMatchObject({
      updatedAt: '2026-11-23T12:00:00.000Z',
      webhookLabel: 'Status board',
    })
  })

  it('answers gone for 10008 only; other Discord errors reach the caller', async () => {
    const gone = service(async () => {
      throw new RpcError({
        kind: 'discord',
        message: 'Unknown Message',
        status: 404,
        code: 10008,
        issues: [],
      })
    })
    const answer = gone.update('Server status', { content: 'x' })
    await vi.advanceTimersByTimeAsync(100)
    expect(await answer).toMatchObject({ outcome: 'gone' })

    fs.rmSync(path.join(dir, 'status.json'))
    const failing = service(async () => {
      throw new RpcError({
        kind: 'discord',
        message: 'Unknown Webhook',
        status: 404,
        code: 10015,
        issues: [],
      })
    })
    const failed = failing.update('Server status', { content: 'x' })
    const caught = failed.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(100)
    expect(await caught).toMatchObject({ data: { code: 10015 } })
  })
})
