import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { createHostServices } from '@host/services'
import type { LogRecord } from '@services/log'
import { setLogSink } from '@services/log'
import type { Dispatch, Envelope } from '@shared/rpc'
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

/** One keep-alive connection for the whole run, as a page has. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/**
 * A raw POST over the loopback socket: node:http, so the test controls the body bytes exactly and the
 * heap measured is the host's, not a fetch client's caches.
 */
export function post(
  host: RunningHost,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${host.origin}/rpc/${encodeURIComponent(method)}`,
      { method: 'POST', headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
        res.on('error', reject)
      },
    )
    // The host answers 413 before reading a too-large body; the rest of the upload may then fail.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
    req.end(body)
  })
}

/** Over HTTP: POST /rpc/<method> with the token, answered as the Envelope the page would parse. */
export function httpDispatch(host: RunningHost): Dispatch {
  return async (method, input) => {
    const headers = { 'content-type': 'application/json', 'x-herald-token': host.token }
    const { text } = await post(host, method, headers, JSON.stringify(input))
    return JSON.parse(text) as Envelope
  }
}
