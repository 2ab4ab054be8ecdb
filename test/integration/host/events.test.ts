import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import { httpTransport } from '@renderer/api/httpTransport'
import { makeApi } from '@shared/rpc'

// The page's own HTTP transport (calls and the SSE stream) against a real host, outside a browser:
// Node has the same fetch, streams and TextDecoderStream the page uses.
let host: RunningHost
let workDir: string
let origin: typeof globalThis.fetch

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-events-'))
  fs.mkdirSync(path.join(workDir, 'renderer'))
  const config = configFromEnv({ HERALD_API_BASE: 'http://127.0.0.1:9/api/v10', HERALD_DATA_DIR: workDir })
  host = await startHost({ config, rendererDir: path.join(workDir, 'renderer') })
  // The transport uses page-relative URLs; resolve them against the host as the page's origin would.
  origin = globalThis.fetch
  globalThis.fetch = (input, init) => origin(new URL(String(input), host.origin), init)
})

afterAll(async () => {
  globalThis.fetch = origin
  await host.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

describe('httpTransport against the browser host', () => {
  it('calls a method and hears the event it causes over Server-Sent Events', async () => {
    const api = makeApi(httpTransport(host.token))
    const heard = new Promise<unknown>((resolve) => {
      const stop = api.on('vault.onDidChangeState', (status) => {
        stop()
        resolve(status)
      })
    })
    // Give the stream a moment to connect before the event is emitted.
    await new Promise((resolve) => setTimeout(resolve, 200))

    const status = await api.call('vault.create', {
      protection: { kind: 'passphrase', passphrase: 'a long test passphrase' },
    })

    expect(status.state).toBe('unlocked')
    await expect(heard).resolves.toMatchObject({ state: 'unlocked', wrapper: 'passphrase' })
  })

  it('turns a refused token into a readable network error instead of throwing', async () => {
    const api = makeApi(httpTransport('not-the-token'))

    await expect(api.call('app.info', {})).rejects.toMatchObject({ kind: 'network' })
  })
})
