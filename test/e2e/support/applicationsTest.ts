import net from 'node:net'
import { test as base, startTestHost } from '../fixtures'

/**
 * The test of the Applications specs: the browser host's services talk to the emulator (its OAuth2 too,
 * so the loopback callback reaches this test's host), and openExternal only records the authorize URL
 * in `opened`; the test plays the user's browser by opening it.
 */
export const test = base.extend<{ opened: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  opened: async ({}, use) => {
    await use([])
  },
  host: async ({ emulator, dataDir, opened }, use) => {
    const host = await startTestHost(emulator, dataDir, {
      openExternal: async (url) => {
        opened.push(url)
      },
    })
    await use(host)
    await host.close()
  },
})

/** A loopback port free now, for the application's OAuth2 redirect. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
