import fs from 'node:fs'
import http from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { FILE_NAME_HEADER } from '@host/stagingHttp'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { secretForms } from '../../support/secretScan'
import type { Finding } from './fuzzChecks'
import { judge, preview, watchProcess } from './fuzzChecks'
import { call, draw } from './fuzzInputs'
import { httpDispatch, logLines, makeWorkDir, post, seedSecrets, startFuzzHost } from './fuzzWorld'
import { counts, tally, timeoutFor } from './tally'

// The browser host's other doors, fuzzed between random RPC calls: POST /stage (raw bytes, a file name
// header), GET /staged/<handle> (the page's preview) and GET /events (Server-Sent Events). Whatever comes
// in: no 500, no escaped rejection, no secret in any answer, no file served but one that was staged (its
// bytes exactly, never run as our origin), and the host still answers afterwards.

const seed = Number(process.env.HERALD_FUZZ_SEED) || Date.now() % 2 ** 31
const n = Math.max(200, Math.floor(counts.fuzzCalls / 4))

let emu: Emulator
let workDir: string
let host: RunningHost
let needles: string[]
const findings: Finding[] = []
const staged = new Map<string, Buffer>()
/** Answers by door and status: proves the fuzz gets through to each door, not only to its refusals. */
const seen = new Map<string, number>()
const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1)

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One raw request on its own connection; an event stream is read until its first line, then closed. */
function raw(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: host.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          if (String(res.headers['content-type']).startsWith('text/event-stream')) {
            req.destroy()
            done()
          }
        })
        res.on('end', done)
        res.on('error', () => done())
      },
    )
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    req.end(body)
  })
}

const token = () => fc.constantFrom('right', 'right', 'right', 'wrong', 'none')
const tokenHeader = (which: string): Record<string, string> =>
  which === 'right'
    ? { 'x-herald-token': host.token }
    : which === 'wrong'
      ? { 'x-herald-token': 'x'.repeat(43) }
      : {}

/** Paths a hostile local process might try under /staged/. */
const stagedPath = fc.oneof(
  fc.constantFrom('known', 'known'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
  fc.constantFrom(
    '../vault.json',
    '..%2fvault.json',
    '%2e%2e/%2e%2e/webhooks.json',
    '/etc/passwd',
    '%00',
    'a'.repeat(5000),
    `${'a'.repeat(32)}/../../vault.json`,
    `${'A'.repeat(32)}`,
  ),
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
)

const request = fc.oneof(
  fc.record({
    door: fc.constant('stage' as const),
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
    token: token(),
    name: fc.oneof(
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.constantFrom('', '%', '%E0%A4%A', '..%2F..%2Fvault.json', 'x'.repeat(3000)),
      fc.constant(undefined),
    ),
    type: fc.constantFrom('image/png', 'text/html', 'application/json', '', 'x/"y', undefined),
    bytes: fc.uint8Array({ maxLength: 4096 }),
  }),
  fc.record({
    door: fc.constant('staged' as const),
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE'),
    token: token(),
    path: stagedPath,
  }),
  fc.record({
    door: fc.constant('events' as const),
    method: fc.constantFrom('GET', 'GET', 'POST', 'PUT'),
    token: token(),
    query: fc.constantFrom('', '?', '?last-event-id=1', `?x=${'y'.repeat(2000)}`, '?token=guess'),
  }),
  call.map((rpc) => ({ door: 'rpc' as const, ...rpc })),
)

/** What is wrong with one answer, if anything. */
async function tryOne(
  input: fc.Arbitrary<typeof request> extends never ? never : unknown,
): Promise<string | undefined> {
  const r = input as { door: string } & Record<string, unknown>
  if (r.door === 'rpc') {
    const method = String(r.method)
    const headers = { 'content-type': 'application/json', 'x-herald-token': host.token }
    // files.* get a handle that exists now and then, so discard and info meet real staged files.
    const known = [...staged.keys()]
    const given = method.startsWith('files.') && known.length > 0 ? { handles: known.slice(0, 3) } : r.input
    const answer = await post(host, method, headers, JSON.stringify(given))
    if (method === 'files.discard' && given !== r.input)
      for (const handle of known.slice(0, 3)) staged.delete(handle)
    if (answer.status !== 200 && answer.status !== 400) return `status ${answer.status}`
    return judge(method, answer.text, needles)
  }
  let answer: Answer
  const auth = tokenHeader(String(r.token))
  if (r.door === 'stage') {
    const headers: Record<string, string> = { ...auth }
    if (typeof r.name === 'string') headers[FILE_NAME_HEADER] = r.name
    if (typeof r.type === 'string') headers['content-type'] = r.type
    const bytes = Buffer.from(r.bytes as Uint8Array)
    answer = await raw(String(r.method), '/stage', headers, bytes)
    if (answer.status === 200) {
      const value = (JSON.parse(answer.body.toString()) as { value: { handle: string; size: number } }).value
      if (value.size !== bytes.length) return `staged ${value.size} bytes of ${bytes.length}`
      staged.set(value.handle, bytes)
    }
  } else if (r.door === 'staged') {
    const known = [...staged.keys()]
    const handle = r.path === 'known' && known.length > 0 ? known[known.length - 1]! : String(r.path)
    answer = await raw(String(r.method), `/staged/${handle}`, auth)
    if (answer.status === 200) {
      const expected = staged.get(handle)
      if (!expected) return `served ${handle}, which was never staged`
      if (r.method === 'GET' && !answer.body.equals(expected)) return `served other bytes for ${handle}`
      if (answer.headers['x-content-type-options'] !== 'nosniff') return 'staged file without nosniff'
      if (answer.headers['content-security-policy'] !== 'sandbox') return 'staged file without CSP sandbox'
    }
  } else {
    answer = await raw(String(r.method), `/events${String(r.query)}`, auth)
    if (answer.status === 200 && !String(answer.headers['content-type']).startsWith('text/event-stream')) {
      return 'events answered 200 without an event stream'
    }
  }
  count(`${r.door} ${answer.status}`)
  if (answer.status === 200 && r.token !== 'right') return `${r.door} answered without the token`
  if (![200, 400, 401, 404, 405, 413, 415].includes(answer.status)) return `status ${answer.status}`
  const text = answer.body.toString('latin1')
  const leaked = needles.find((needle) => text.includes(needle))
  return leaked ? `answer carries a secret (${leaked.slice(0, 4)}…)` : undefined
}

beforeAll(async () => {
  console.log(`staging fuzz: seed ${seed} (HERALD_FUZZ_SEED=${seed} replays it), ${n} requests`)
  emu = await startEmulator({ rateModel: { enabled: false } })
  workDir = makeWorkDir()
  host = await startFuzzHost(emu, workDir)
  needles = (await seedSecrets(httpDispatch(host), emu)).flatMap(secretForms)
})

afterAll(async () => {
  await host?.close()
  await emu?.close()
  fs.rmSync(workDir, { recursive: true, force: true })
  if (findings.length)
    console.log(`staging fuzz findings (seed ${seed}):\n${JSON.stringify(findings, null, 1)}`)
})

describe('fuzzing /stage, /staged and /events of the browser host', () => {
  it(
    'answers every request with an expected status, serves only staged bytes, and leaks nothing',
    async () => {
      const requests = draw(request, n, seed)
      const { escaped } = await watchProcess(async () => {
        for (const [i, input] of requests.entries()) {
          const problem = await tryOne(input).catch((error: unknown) => `threw: ${String(error)}`)
          if (problem) findings.push({ transport: 'http', method: `#${i}`, input: preview(input), problem })
        }
      })
      tally('callsFuzzed', n)
      console.log(`staging fuzz: answers ${JSON.stringify(Object.fromEntries([...seen].sort()))}`)
      for (const door of ['stage 200', 'staged 200', 'events 200', 'stage 401', 'staged 404']) {
        expect(seen.get(door) ?? 0, door).toBeGreaterThan(0)
      }
      expect(escaped.map(String)).toEqual([])
      expect(findings).toEqual([])
      const logged = logLines.map((line) => `${line.message} ${line.detail ?? ''}`)
      expect(logged.filter((line) => needles.some((needle) => line.includes(needle)))).toEqual([])
      // Still serving, and every file staged and not discarded is there byte for byte.
      for (const [handle, bytes] of staged) {
        const answer = await raw('GET', `/staged/${handle}`, tokenHeader('right'))
        expect(answer.body.equals(bytes), handle).toBe(true)
      }
      expect((await httpDispatch(host)('settings.get', {})).ok).toBe(true)
    },
    timeoutFor(n, 100),
  )
})
