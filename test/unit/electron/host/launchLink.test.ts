import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { LaunchLink } from '@host/launchLink'

// The one-time link the browser host opens the browser with, answered over a real socket, on a clock the
// test sets. Issue 24, defect 13: an expired link nobody used said "used already", which tells the user
// something is wrong when nothing is.
let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(link: LaunchLink): Promise<(path: string) => Promise<Response>> {
  server = http.createServer((req, res) => link.answer(res, new URL(req.url ?? '/', 'http://x').pathname))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })
}

describe('LaunchLink', () => {
  it('says "used already" after its one use', async () => {
    const link = new LaunchLink('the-token', () => 0)
    const get = await serve(link)
    expect((await get(link.path())).status).toBe(303)
    const again = await get(link.path())
    expect(again.status).toBe(410)
    expect(await again.text()).toMatch(/used already/)
  })

  it('says "expired", not "used already", for a link nobody used in its two minutes', async () => {
    let now = 0
    const link = new LaunchLink('the-token', () => now)
    const get = await serve(link)
    now = 2 * 60_000 + 1
    const late = await get(link.path())
    expect(late.status).toBe(410)
    const text = await late.text()
    expect(text).toMatch(/expired/)
    expect(text).not.toMatch(/used already/)
    expect(text).toMatch(/Open the address Herald printed/)
  })
})
