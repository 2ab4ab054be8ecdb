import { describe, expect, it, vi } from 'vitest'
import { installMediaProtocol, mediaResponse, mediaSchemePrivileges } from '@main/mediaProtocol'
import type { MediaService } from '@services/media'
import { MEDIA_REFUSAL_HEADER, schemeMediaUrl } from '@shared/media/route'

const PNG = Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(8)])

const media = (outcome: Awaited<ReturnType<MediaService['load']>>) => {
  const load = vi.fn(async () => outcome)
  return { service: { load, clearCache: async () => 0 } satisfies MediaService, load }
}

// No Electron runtime here: the scheme's handler is a plain Request → Response function, tested at that
// seam, and the registration is checked against a recording protocol.
describe('herald-media: scheme (electron/main/mediaProtocol.ts)', () => {
  it('answers the image the services fetched, with its sniffed type', async () => {
    const { service, load } = media({ ok: true, type: 'image/png', bytes: PNG })
    const response = await mediaResponse(service, new Request(schemeMediaUrl('https://a.example/x.png?s=1')))
    expect(load).toHaveBeenCalledWith('https://a.example/x.png?s=1', 'image')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG)
  })

  it('asks the services for a video or audio file at herald-media://playable/', async () => {
    const clip = Buffer.from('OggS')
    const { service, load } = media({ ok: true, type: 'audio/ogg', bytes: clip })
    const response = await mediaResponse(
      service,
      new Request(schemeMediaUrl('https://a.example/tone.ogg', 'playable')),
    )
    expect(load).toHaveBeenCalledWith('https://a.example/tone.ogg', 'playable')
    expect(response.headers.get('content-type')).toBe('audio/ogg')
  })

  it('names a refusal in its header, readable by the page', async () => {
    const { service } = media({ ok: false, reason: 'blocked' })
    const response = await mediaResponse(service, new Request(schemeMediaUrl('http://10.0.0.1/x.png')))
    expect(response.status).toBe(403)
    expect(response.headers.get(MEDIA_REFUSAL_HEADER)).toBe('blocked')
    expect(response.headers.get('access-control-expose-headers')).toBe(MEDIA_REFUSAL_HEADER)
  })

  it('serves nothing but GET of herald-media://image/?url=', async () => {
    const { service, load } = media({ ok: true, type: 'image/png', bytes: PNG })
    for (const request of [
      new Request('herald-media://image/'),
      new Request('herald-media://other/?url=https%3A%2F%2Fa.example%2Fx.png'),
      new Request('herald-media://image/x?url=https%3A%2F%2Fa.example%2Fx.png'),
      new Request(schemeMediaUrl('https://a.example/x.png'), { method: 'POST' }),
    ]) {
      expect((await mediaResponse(service, request)).status).toBe(404)
    }
    expect(load).not.toHaveBeenCalled()
  })

  it('registers a fetchable, CORS-enabled scheme and handles it until stopped', () => {
    expect(mediaSchemePrivileges).toMatchObject({
      scheme: 'herald-media',
      privileges: { supportFetchAPI: true, corsEnabled: true },
    })
    const handled = new Map<string, unknown>()
    const protocol = {
      handle: (scheme: string, handler: unknown) => void handled.set(scheme, handler),
      unhandle: (scheme: string) => void handled.delete(scheme),
    }
    const stop = installMediaProtocol(protocol, media({ ok: false, reason: 'notFound' }).service)
    expect([...handled.keys()]).toEqual(['herald-media'])
    stop()
    expect(handled.size).toBe(0)
  })
})
