import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import { setLogSink } from '@services/log'
import type { Envelope } from '@shared/rpc'

// Issue 24, defects 1 and 8, through the browser host: a hostile backup is read in bounded slices and
// refused with a typed error while other calls are answered, and deep nesting in any body is a typed
// error, never `internal`.

let host: RunningHost
let workDir: string

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bounded-'))
  const rendererDir = path.join(workDir, 'renderer')
  fs.mkdirSync(rendererDir)
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Herald</title>')
  const config = configFromEnv({
    HERALD_API_BASE: 'http://127.0.0.1:9/api/v10',
    HERALD_DATA_DIR: path.join(workDir, 'data'),
  })
  host = await startHost({ config, rendererDir })
})

afterAll(async () => {
  await host.close()
  setLogSink(() => undefined, 'warn')
  fs.rmSync(workDir, { recursive: true, force: true })
})

/** Posts `body` to /rpc/<method>; `sent` resolves once the whole body has left this side. */
function post(method: string, body: string): { sent: Promise<void>; answer: Promise<Envelope> } {
  let sent!: () => void
  const sentPromise = new Promise<void>((resolve) => (sent = resolve))
  const answer = new Promise<Envelope>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        path: `/rpc/${method}`,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Herald-Token': host.token,
          Origin: host.origin,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(JSON.parse(text) as Envelope))
      },
    )
    req.on('error', reject)
    req.on('finish', () => sent())
    req.end(body)
  })
  return { sent: sentPromise, answer }
}

describe('bounded work on hostile input', () => {
  it('refuses a 24 MiB backup of empty drafts with a typed error, answering other calls meanwhile', async () => {
    const entries = 8 * 1024 * 1024
    const text = `{"format":"herald-backup","version":1,"drafts":[${'{},'.repeat(entries - 1)}{}]}`
    const order: string[] = []
    const hostile = post('backup.inspect', JSON.stringify({ text }))
    const hostileDone = hostile.answer.then((envelope) => {
      order.push('backup.inspect')
      return envelope
    })
    await hostile.sent
    const started = performance.now()
    const info = await post('app.info', '{}').answer
    const infoMs = performance.now() - started
    order.push('app.info')
    const envelope = await hostileDone
    expect(info.ok).toBe(true)
    expect(order).toEqual(['app.info', 'backup.inspect'])
    expect(envelope).toEqual({
      ok: false,
      error: {
        kind: 'invalidInput',
        message: 'The file holds more than 5,000,000 values, more than Herald reads at once.',
        phrase: { id: 'shared.backup.tooManyValues', values: { maxValues: 5_000_000 } },
        issues: [],
      },
    })
    console.info(`app.info answered in ${Math.round(infoMs)} ms while a 24 MiB hostile backup was read`)
  })

  it('refuses 10,000 levels of nesting in a body, a backup and a draft with a typed error', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    const tooDeep = 'is nested more than 64 levels deep, deeper than anything Herald reads.'
    expect(await post('drafts.save', `{"draft":${deep}}`).answer).toEqual({
      ok: false,
      error: {
        kind: 'invalidInput',
        message: `The request body ${tooDeep}`,
        // Said in the page's language, the body's name too (issue 25).
        phrase: {
          id: 'cli2.json.tooDeep',
          values: { what: 'The request body', maxDepth: 64 },
          parts: { what: { id: 'cli2.json.requestBody' } },
        },
        issues: [],
      },
    })
    expect(await post('backup.inspect', JSON.stringify({ text: `{"drafts":${deep}}` })).answer).toEqual({
      ok: false,
      error: {
        kind: 'invalidInput',
        message: `The file ${tooDeep}`,
        phrase: { id: 'shared.backup.tooDeep', values: { maxDepth: 64 } },
        issues: [],
      },
    })
    const link = `https://discohook.app/?message=${Buffer.from(`{"content":${'['.repeat(5_000)}${']'.repeat(5_000)}}`).toString('base64url')}`
    const imported = await post('drafts.import', JSON.stringify({ text: link })).answer
    expect(imported).toMatchObject({ ok: true, value: { drafts: [], problems: [{ code: 'too_deep' }] } })
  })
})
