import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A solid-colour RGB PNG, so a test can read back the exact pixel colour the page drew. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export type ImageServer = { origin: string; requests: string[]; close(): Promise<void> }

/**
 * A local stand-in for the web's image hosts: every path ending in a colour name answers a PNG of that
 * colour (/emojis/<id>.webp answers yellow, as Discord's CDN answers an emoji, and /avatars/… blue, as it
 * answers an avatar); anything else, and any path `gone` names, is 404.
 */
export async function startImageServer(
  gone: (pathname: string) => boolean = () => false,
): Promise<ImageServer> {
  const colours: Record<string, [number, number, number]> = {
    red: [220, 20, 20],
    green: [20, 180, 20],
    blue: [20, 20, 220],
    yellow: [230, 200, 20],
  }
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x')
    requests.push(pathname)
    const colour = pathname.startsWith('/emojis/')
      ? 'yellow'
      : pathname.startsWith('/avatars/')
        ? 'blue'
        : /\/(\w+)\.png$/.exec(pathname)?.[1]
    const rgb = colour && !gone(pathname) ? colours[colour] : undefined
    if (!rgb) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(solidPng(64, 48, rgb))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
