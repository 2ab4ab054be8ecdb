import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileStaging } from '@services/staging'
import { READ_STAGED_CHANNEL, STAGE_CHANNEL } from '@shared/rpc/staging'
import { electronFake, ipcHandlers } from './electronFake'

vi.mock('electron', () => electronFake)

const { bindStagingIpc } = await import('@main/stagingIpc')

const page = 'file:///app/out/renderer/index.html'
const ours = { senderFrame: { url: page, parent: null } }
let dataDir: string | undefined

afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function setup() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-staging-ipc-'))
  const staging = await FileStaging.open({ dataDir, limits: { fileBytes: 16 } })
  return { staging, unbind: bindStagingIpc({ staging, pageUrl: page }) }
}

const invoke = (channel: string, event: unknown, ...args: unknown[]) =>
  ipcHandlers.get(channel)?.(event, ...args)

describe('bindStagingIpc', () => {
  it('stages bytes from our page and reads them back as Envelopes', async () => {
    const { unbind } = await setup()
    const staged = (await invoke(
      STAGE_CHANNEL,
      ours,
      '../a.txt',
      'text/plain',
      new Uint8Array([104, 105]),
    )) as {
      ok: true
      value: { handle: string; name: string }
    }
    expect(staged).toMatchObject({ ok: true, value: { name: 'a.txt', size: 2, contentType: 'text/plain' } })
    const read = await invoke(READ_STAGED_CHANNEL, ours, staged.value.handle)
    expect(read).toEqual({
      ok: true,
      value: { name: 'a.txt', contentType: 'text/plain', bytes: Buffer.from('hi') },
    })
    expect(await invoke(READ_STAGED_CHANNEL, ours, '../../vault.json')).toMatchObject({
      ok: false,
      error: { kind: 'notFound' },
    })
    unbind()
    expect(ipcHandlers.has(STAGE_CHANNEL)).toBe(false)
  })

  it('answers a cap or a malformed call as an error, and refuses other frames outright', async () => {
    const { unbind } = await setup()
    expect(await invoke(STAGE_CHANNEL, ours, 'big', '', new Uint8Array(17))).toMatchObject({
      ok: false,
      error: { kind: 'invalidInput' },
    })
    expect(await invoke(STAGE_CHANNEL, ours, 'x', '', '/etc/passwd')).toMatchObject({
      ok: false,
      error: { kind: 'invalidInput' },
    })
    const iframe = { senderFrame: { url: page, parent: {} } }
    await expect(invoke(STAGE_CHANNEL, iframe, 'x', '', new Uint8Array(1))).rejects.toThrow('Refused.')
    unbind()
  })
})
