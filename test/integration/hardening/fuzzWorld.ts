import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { RunningHost } from '../../../electron/host'
import { startHost } from '../../../electron/host'
import { createHostServices } from '../../../electron/host/services'
import type { LogRecord } from '../../../electron/services/log'
import { setLogSink } from '../../../electron/services/log'
import type { Dispatch, Envelope } from '../../../shared/rpc'
import type { Emulator } from '../../emulator'

export const PASSPHRASE = 'fuzz passphrase: correct horse battery'
const cheapScrypt = { N: 2 ** 10, r: 8, p: 1 }

/** Every log line of the run, so the test can look for secrets and for bugs logged as errors. */
export const logLines: LogRecord[] = []
setLogSink((record) => logLines.push(record), 'debug')

/**
 * Seeds a vault through the contract with every kind of secret Herald keeps: a webhook URL, a bot token,
 * an application's bot token and client secret. Returns them (with the passphrase) for the scan.
 */
export async function seedSecrets(call: Dispatch, emu: Emulator): Promise<string[]> {
  const { demo } = emu
  const steps: [string, unknown][] = [
    ['webhooks.add', { url: demo.webhooks.general.url, label: 'Fuzz general' }],
    ['webhooks.add', { url: demo.webhooks.announcements.url }],
    ['botTokens.add', { label: 'Fuzz bot', token: demo.application.botToken }],
    [
      'applications.add',
      {
        label: 'Fuzz app',
        applicationId: demo.application.id,
        clientId: demo.application.id,
        botToken: demo.application.botToken,
        clientSecret: demo.application.clientSecret,
      },
    ],
  ]
  for (const [method, input] of steps) {
    const answer = await call(method, input)
    if (!answer.ok) throw new Error(`seeding ${method} failed: ${answer.error.message}`)
  }
  return [
    PASSPHRASE,
    demo.webhooks.general.token,
    demo.webhooks.announcements.token,
    demo.application.botToken,
    demo.application.clientSecret,
  ]
}

/** The browser host on its own data folder, over a real loopback socket. */
export async function startFuzzHost(emu: Emulator, workDir: string): Promise<RunningHost> {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'http-'))
  return startHost({
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    rendererDir: workDir,
    passphrase: PASSPHRASE,
    scryptCost: cheapScrypt,
    openExternal: async () => undefined,
  })
}

/** The same services as the Electron shell composes, for the IPC binding (electron is faked). */
export async function startFuzzServices(emu: Emulator, workDir: string) {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'ipc-'))
  return createHostServices({
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    version: 'fuzz',
    passphrase: PASSPHRASE,
    scryptCost: cheapScrypt,
    openExternal: async () => undefined,
  })
}

export function makeWorkDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'herald-fuzz-'))
}

/** Over HTTP: POST /rpc/<method> with the token, answered as the Envelope the page would parse. */
export function httpDispatch(host: RunningHost): Dispatch {
  return async (method, input) => {
    const answer = await fetch(`${host.origin}/rpc/${encodeURIComponent(method)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-herald-token': host.token },
      body: JSON.stringify(input),
    })
    return (await answer.json()) as Envelope
  }
}
