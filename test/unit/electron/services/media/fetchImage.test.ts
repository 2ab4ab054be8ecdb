import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchRules } from '@services/media/fetchImage'
import { DEFAULT_RULES, MEDIA_USER_AGENT, fetchImage } from '@services/media/fetchImage'

const PNG = Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(24)])

/** The head of a WebM file: EBML's magic number and a DocType of "webm". */
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
])

let server: http.Server
let origin: string
const seen: http.IncomingHttpHeaders[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers)
    const url = new URL(req.url ?? '/', 'http://x')
    switch (url.pathname) {
      case '/image.png':
        return res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG)
      case '/lying.png':
        return res
          .writeHead(200, { 'Content-Type': 'image/png' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"/>')
      case '/big.png':
        return res
          .writeHead(200, { 'Content-Type': 'image/png' })
          .end(Buffer.concat([PNG, Buffer.alloc(2000)]))
      case '/big-chunked.png':
        res.writeHead(200, { 'Content-Type': 'image/png' })
        res.write(PNG)
        res.write(Buffer.alloc(2000))
        return res.end()
      case '/clip.webm':
        return res.writeHead(200, { 'Content-Type': 'video/webm' }).end(WEBM)
      case '/redirect':
        return res.writeHead(302, { Location: url.searchParams.get('to') ?? '/image.png' }).end()
      case '/loop':
        return res.writeHead(302, { Location: '/loop' }).end()
      case '/hang':
        return // never answers
      default:
        return res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const rules = (more: Partial<FetchRules> = {}): FetchRules => ({
  ...DEFAULT_RULES,
  maxBytes: 1024,
  allowOrigins: [origin],
  ...more,
})

/** DNS that answers every name with the given addresses. */
const answering = (...addresses: string[]): NonNullable<FetchRules['lookup']> =>
  ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as NonNullable<FetchRules['lookup']>

describe('fetchImage', () => {
  it('fetches an image from an allowed origin, with a plain user agent and no cookie or referrer', async () => {
    seen.length = 0
    const outcome = await fetchImage(`${origin}/image.png`, rules())
    expect(outcome).toEqual({ ok: true, type: 'image/png', bytes: PNG })
    expect(seen[0]?.['user-agent']).toBe(MEDIA_USER_AGENT)
    expect(seen[0]?.cookie).toBeUndefined()
    expect(seen[0]?.referer).toBeUndefined()
  })

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    expect(await fetchImage(url, rules())).toEqual({ ok: false, reason: 'blocked' })
  })

  it('refuses loopback, private and link-local address literals that are not allowed', async () => {
    const port = new URL(origin).port
    for (const host of [
      '127.0.0.1:1',
      `localhost:${port}`,
      '[::1]',
      '[::ffff:127.0.0.1]',
      '169.254.169.254',
      '10.0.0.1',
    ]) {
      expect(await fetchImage(`http://${host}/image.png`, rules({ lookup: answering('127.0.0.1') }))).toEqual(
        {
          ok: false,
          reason: 'blocked',
        },
      )
    }
  })

  it('refuses a name when any DNS answer is private (IPv4 and IPv6)', async () => {
    for (const answers of [
      ['10.0.0.5'],
      ['93.184.216.34', '192.168.0.2'],
      ['fd00::1'],
      ['::ffff:127.0.0.1'],
      [],
    ]) {
      const outcome = await fetchImage(
        'https://images.example/a.png',
        rules({ lookup: answering(...answers) }),
      )
      expect(outcome).toEqual({ ok: false, reason: 'blocked' })
    }
  })

  it('checks again after a redirect: one to a private address is refused', async () => {
    const to = encodeURIComponent('http://127.0.0.2:9/image.png')
    expect(await fetchImage(`${origin}/redirect?to=${to}`, rules())).toEqual({ ok: false, reason: 'blocked' })
    const toName = encodeURIComponent('http://internal.example/image.png')
    const outcome = await fetchImage(
      `${origin}/redirect?to=${toName}`,
      rules({ lookup: answering('169.254.169.254') }),
    )
    expect(outcome).toEqual({ ok: false, reason: 'blocked' })
  })

  it('follows a redirect within the rules, and stops after the limit', async () => {
    expect(await fetchImage(`${origin}/redirect`, rules())).toMatchObject({ ok: true, type: 'image/png' })
    expect(await fetchImage(`${origin}/loop`, rules({ maxRedirects: 3 }))).toEqual({
      ok: false,
      reason: 'unreachable',
    })
  })

  it('takes the type from the bytes, not the Content-Type', async () => {
    expect(await fetchImage(`${origin}/lying.png`, rules())).toEqual({ ok: false, reason: 'notImage' })
  })

  it('takes a video or audio file only when asked for one, by its bytes, saying what it accepts', async () => {
    expect(await fetchImage(`${origin}/clip.webm`, rules())).toEqual({ ok: false, reason: 'notImage' })
    expect(await fetchImage(`${origin}/clip.webm`, rules(), 'playable')).toEqual({
      ok: true,
      type: 'video/webm',
      bytes: WEBM,
    })
    expect(seen.at(-1)?.accept).toMatch(/^video\/mp4,/)
    expect(await fetchImage(`${origin}/image.png`, rules(), 'playable')).toEqual({
      ok: false,
      reason: 'notImage',
    })
    expect(await fetchImage(`${origin}/lying.png`, rules(), 'playable')).toEqual({
      ok: false,
      reason: 'notImage',
    })
  })

  it('refuses an image over the size cap, announced or streamed', async () => {
    expect(await fetchImage(`${origin}/big.png`, rules())).toEqual({ ok: false, reason: 'tooBig' })
    expect(await fetchImage(`${origin}/big-chunked.png`, rules())).toEqual({ ok: false, reason: 'tooBig' })
  })

  it('says not found for a 404', async () => {
    expect(await fetchImage(`${origin}/gone.png`, rules())).toEqual({ ok: false, reason: 'notFound' })
  })

  it('gives up at the time cap', async () => {
    expect(await fetchImage(`${origin}/hang`, rules({ timeoutMs: 50 }))).toEqual({
      ok: false,
      reason: 'timedOut',
    })
  })
})
