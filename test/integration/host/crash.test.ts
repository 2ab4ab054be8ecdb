import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '@launch/paths'

// A host killed without warning (SIGKILL: no shutdown, no flush) keeps every draft it acknowledged:
// each save is an atomic write before the answer goes out.

type Host = { child: ChildProcess; origin: string; token: string; exited: Promise<void> }

let workDir: string
let dataDir: string
const running: Host[] = []

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-crash-'))
  dataDir = path.join(workDir, 'data')
  fs.mkdirSync(path.join(workDir, 'renderer'))
})
afterEach(async () => {
  for (const host of running.splice(0)) {
    host.child.kill('SIGKILL')
    await host.exited
  }
})
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

async function startHostProcess(): Promise<Host> {
  // node with tsx's loader, not the tsx wrapper: SIGKILL must hit the host itself, not a parent of it.
  const script = ['--import', 'tsx', 'test/integration/host/hostProcess.ts', path.join(workDir, 'renderer')]
  const child = spawn(process.execPath, script, {
    cwd: repoRoot,
    env: {
      ...process.env,
      HERALD_DATA_DIR: dataDir,
      HERALD_API_BASE: 'http://127.0.0.1:9/api/v10',
      HERALD_AUTH_BASE: 'http://127.0.0.1:9/api',
      HERALD_PASSPHRASE: 'crash passphrase',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const end = output.indexOf('\n')
      if (end >= 0) resolve(output.slice(0, end))
    })
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before it was ready`)))
  })
  const { origin, token } = JSON.parse(line) as { origin: string; token: string }
  const host = { child, origin, token, exited }
  running.push(host)
  return host
}

async function rpc<T>(host: Host, method: string, input: unknown): Promise<T> {
  const answer = await fetch(`${host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-herald-token': host.token },
    body: JSON.stringify(input),
  })
  const envelope = (await answer.json()) as { ok: boolean; value: T; error?: { message: string } }
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error?.message}`)
  return envelope.value
}

type Draft = { id: string; messages: { data: Record<string, unknown> }[]; updatedAt: string }

describe('a killed host', () => {
  it('finds a draft saved through RPC unchanged after SIGKILL and a restart on the same data folder', async () => {
    const first = await startHostProcess()
    const { draft } = await rpc<{ draft: Draft }>(first, 'drafts.create', { name: 'Survives' })
    const edited = {
      ...draft,
      messages: [
        { ...draft.messages[0], data: { content: 'Saved before the crash', embeds: [{ title: 'T' }] } },
      ],
    }
    const { updatedAt } = await rpc<{ updatedAt: string }>(first, 'drafts.save', { draft: edited })
    first.child.kill('SIGKILL')
    await first.exited

    const second = await startHostProcess()
    const after = await rpc<{ draft: Draft }>(second, 'drafts.get', { id: draft.id })
    expect(after.draft).toEqual({ ...edited, updatedAt })
    const list = await rpc<{ drafts: { id: string }[]; openId: string }>(second, 'drafts.list', {})
    expect(list).toMatchObject({ drafts: [{ id: draft.id }], openId: draft.id })
  })
})
