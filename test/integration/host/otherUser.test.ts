import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import type { Draft } from '@shared/drafts/draft'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { httpDispatch } from '../hardening/fuzzWorld'

// docs/security.md, "another user of the same machine": run as a second, real user (nobody, through
// setpriv), which needs root; skipped where the test cannot switch users. The data folder starts
// world-writable, as a careless setup or an old Herald could leave it.
const OTHER = 65534
const canSwitch =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0

/** Runs `node -e script` as the other user (without blocking: the host answers from this process). */
function asOther(script: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'setpriv',
      [`--reuid=${OTHER}`, `--regid=${OTHER}`, '--clear-groups', process.execPath, '-e', script, ...args],
      { cwd: '/' },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', () => resolve(out))
  })
}

let workDir: string
let dataDir: string
let emu: Emulator
let host: RunningHost

beforeAll(async () => {
  if (!canSwitch) return
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-other-user-'))
  // The other user can reach the data folder's parent: only the data folder's own mode keeps them out.
  fs.chmodSync(workDir, 0o755)
  dataDir = path.join(workDir, 'data')
  fs.mkdirSync(path.join(dataDir, 'drafts'), { recursive: true })
  execFileSync('chmod', ['-R', '0777', dataDir])
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  host = await startHost({
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    rendererDir: workDir,
    passphrase: 'other user passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
    openExternal: async () => undefined,
  })
  const call = httpDispatch(host)
  for (const [method, input] of [
    ['webhooks.add', { url: emu.demo.webhooks.general.url, label: 'Private' }],
    ['drafts.create', { name: 'Private draft' }],
  ] as const) {
    const answer = await call(method, input)
    if (!answer.ok) throw new Error(answer.error.message)
  }
})

afterAll(async () => {
  await host?.close()
  await emu?.close()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

describe.skipIf(!canSwitch)('another user of the same machine', () => {
  it('cannot list or read the data folder (made 0700 at start, files 0600)', async () => {
    const drafts = await httpDispatch(host)('drafts.list', {})
    const draftId = drafts.ok ? (drafts.value as { drafts: Draft[] }).drafts[0]!.id : ''
    const targets = [
      dataDir,
      path.join(dataDir, 'drafts'),
      path.join(dataDir, 'webhooks.json'),
      path.join(dataDir, 'vault.json'),
      path.join(dataDir, 'drafts', `${draftId}.json`),
    ]
    for (const target of targets) {
      const read = await asOther(
        `const fs = require('fs'); const p = process.argv[1];
         try { fs.statSync(p).isDirectory() ? fs.readdirSync(p) : fs.readFileSync(p); console.log('READ') }
         catch (e) { console.log(e.code) }`,
        target,
      )
      expect(read.trim(), target).toBe('EACCES')
    }
    // The root's own view: what the other user was kept from.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(dataDir, 'drafts')).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(dataDir, 'webhooks.json')).mode & 0o777).toBe(0o600)
  })

  it('cannot call the host, stage a file or listen to events without the token', async () => {
    const probe = await asOther(
      `const base = process.argv[1];
       const tries = [
         ['POST', '/rpc/webhooks.list', '{}'],
         ['POST', '/rpc/webhooks.copyUrl', '{"webhookId":"1"}'],
         ['POST', '/stage', 'x'],
         ['GET', '/staged/${'a'.repeat(32)}', undefined],
         ['GET', '/events', undefined],
       ];
       (async () => {
         const out = [];
         for (const [method, p, body] of tries) {
           const res = await fetch(base + p, { method, body, headers: { 'content-type': 'application/json', 'x-herald-token': 'guess' } });
           out.push(res.status);
         }
         console.log(JSON.stringify(out));
       })().catch((e) => console.log('ERR ' + e.message));`,
      host.origin,
    )
    expect(JSON.parse(probe) as number[]).toEqual([401, 401, 401, 401, 401])
  })
})
