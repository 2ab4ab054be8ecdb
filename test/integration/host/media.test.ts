import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import type { MediaKind } from '@shared/media/route'
import { MEDIA_REFUSAL_HEADER, hostMediaPath } from '@shared/media/route'
import type { ImageServer } from '../../support/imageServer'
import { startImageServer } from '../../support/imageServer'

// GET /media as the page uses it, over real loopback sockets: behind the token, the services' rules, a
// local image server standing in for the web through the host's test-only option.
let host: RunningHost
let web: ImageServer
let workDir: string

beforeAll(async () => {
  web = await startImageServer()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-media-'))
  const rendererDir = path.join(workDir, 'renderer')
  fs.mkdirSync(rendererDir)
  host = await startHost({
    config: configFromEnv({ HERALD_API_BASE: 'http://127.0.0.1:9/api/v10', HERALD_DATA_DIR: workDir }),
    rendererDir,
    mediaTestServer: { origin: web.origin, standsInFor: ['https://images.example'] },
  })
})

afterAll(async () => {
  await host?.close()
  await web?.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

/** '' sends no token at all. */
const get = (url: string, token = host.token, kind: MediaKind = 'image') =>
  fetch(`${host.origin}${hostMediaPath(url, kind)}`, { headers: token ? { 'X-Herald-Token': token } : {} })

describe('GET /media on the browser host', () => {
  it('refuses a caller without the token', async () => {
    expect((await get('https://images.example/red.png', '')).status).toBe(401)
    expect((await get('https://images.example/red.png', 'wrong')).status).toBe(401)
  })

  it('answers the image, then from the cache in the data folder without asking the web again', async () => {
    const first = await get('https://images.example/cached/red.png')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await first.arrayBuffer())
    const asked = web.requests.filter((p) => p === '/cached/red.png').length
    const again = await get('https://images.example/cached/red.png')
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes)
    expect(web.requests.filter((p) => p === '/cached/red.png').length).toBe(asked)
    expect(fs.readdirSync(path.join(workDir, 'image-cache'))).toHaveLength(1)
  })

  it('names each refusal for the placeholder: not found, blocked address', async () => {
    const missing = await get('https://images.example/gone/purple.png')
    expect([missing.status, missing.headers.get(MEDIA_REFUSAL_HEADER)]).toEqual([404, 'notFound'])
    const local = await get(`${host.origin}/`)
    expect([local.status, local.headers.get(MEDIA_REFUSAL_HEADER)]).toEqual([403, 'blocked'])
  })

  it('answers a video or audio file only when the page asks for one, and refuses an unknown kind', async () => {
    const image = await get('https://images.example/red.png', host.token, 'playable')
    expect([image.status, image.headers.get(MEDIA_REFUSAL_HEADER)]).toEqual([415, 'notImage'])
    const odd = await fetch(
      `${host.origin}/media?url=${encodeURIComponent('https://images.example/red.png')}&kind=page`,
      {
        headers: { 'X-Herald-Token': host.token },
      },
    )
    expect(odd.status).toBe(400)
  })
})
