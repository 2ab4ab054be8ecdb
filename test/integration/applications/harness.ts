import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { ApplicationView, ConnectionState } from '@shared/rpc/areas/applications'
import type { Dispatch, Envelope, Handlers } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import { createApplications } from '@services/applications'
import { DiscordClient } from '@services/discord'
import { createLibrary } from '@services/library/createLibrary'
import type { LibraryDiscord } from '@services/library/ports'
import { setLogSink } from '@services/log'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { ManualClock } from '../../manualClock'

setLogSink(() => undefined)

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }

/** A free loopback port, found by binding port 0 and letting it go. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * The applications area on its own vault and data folder, with a clock the test moves (the services'
 * clock decides when a token is refreshed) and the URLs it would have opened in a browser.
 */
export async function startApplications(emulator: Emulator) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-apps-'))
  const config = { apiBase: emulator.apiBase, authBase: emulator.authBase, dataDir }
  // The library is built only for its vault; nothing here calls its Discord ports.
  const lib = createLibrary({ config, discord: {} as LibraryDiscord, scryptCost: { N: 2 ** 10, r: 8, p: 1 } })
  await lib.vault.unlockOrCreate('correct horse battery staple')
  const client = new DiscordClient({
    apiBase: emulator.apiBase,
    authBase: emulator.authBase,
    version: 'test',
  })
  const opened: string[] = []
  const changes: ConnectionState[] = []
  const events = new EventHub(quiet)
  events.subscribe((name, payload) => {
    if (name === 'oauth.onDidChange') changes.push((payload as { connection: ConnectionState }).connection)
  })
  const clock = { now: Date.now() }
  // Ends the loopback listener's wait when the test says so, never on its own.
  const timer = new ManualClock(0)
  const apps = createApplications({
    storeDeps: { dataDir, recovery: lib.recovery },
    vault: lib.vault,
    client,
    authBase: emulator.authBase,
    openExternal: async (url) => {
      opened.push(url)
    },
    events,
    log: quiet,
    now: () => clock.now,
    timer,
  })
  // Only this area's methods are called; the binding still parses every input with the contract.
  const dispatch: Dispatch = bindContract(apps.handlers as unknown as Handlers, quiet)
  return {
    apps,
    dispatch,
    client,
    opened,
    changes,
    clock,
    timer,
    dataDir,
    async close() {
      apps.dispose()
      lib.dispose()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function value<T>(envelope: Envelope): T {
  if (!envelope.ok) throw new Error(`expected success, got ${JSON.stringify(envelope.error)}`)
  return envelope.value as T
}

export function failure(envelope: Envelope) {
  if (envelope.ok) throw new Error(`expected a failure, got ${JSON.stringify(envelope.value)}`)
  return envelope.error
}

/** Polls until `check` passes (events and the listener settle asynchronously). */
export async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * The emulator with its demo seed, the applications area on it, and a loopback port the demo
 * application accepts as its OAuth2 redirect: what each test of this folder starts from.
 */
export async function startDemoApplications() {
  const emu = await startEmulator({ seed: 'demo' })
  const h = await startApplications(emu)
  const port = await freePort()
  emu.control.addRedirectUri({
    applicationId: emu.demo.application.id,
    uri: `http://127.0.0.1:${port}/oauth2/callback`,
  })
  return {
    emu,
    h,
    port,
    async close() {
      await h.close()
      await emu.close()
    },
  }
}

type DemoApplications = Awaited<ReturnType<typeof startDemoApplications>>

/** Adds the emulator's demo application with its bot token and client secret, as a user would. */
export async function addDemoApplication({ emu, h, port }: DemoApplications): Promise<ApplicationView> {
  const { id, botToken, clientSecret } = emu.demo.application
  return value<{ application: ApplicationView }>(
    await h.dispatch('applications.add', {
      label: 'Sandbox',
      applicationId: id,
      clientId: id,
      botToken,
      clientSecret,
      redirectPort: port,
    }),
  ).application
}

/**
 * What the user's removing the app in Discord's settings does: every live token of the application's
 * authorization is revoked at Discord's token endpoint.
 */
export async function revokeAuthorization(emu: Emulator, applicationId: string): Promise<void> {
  const snapshot = await emu.control.snapshot()
  const basic = Buffer.from(`${applicationId}:${emu.demo.application.clientSecret}`).toString('base64')
  for (const token of snapshot.tokens.filter((t) => t.clientId === applicationId && !t.revoked)) {
    await fetch(`${emu.authBase}/oauth2/token/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ token: token.accessToken }),
    })
  }
}
