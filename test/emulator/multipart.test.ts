import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertRequest, assertResponse } from './openapi'
import { call, form, obj, start } from './testkit'

const run = promisify(execFile)
const MESSAGE = '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'

let emu: Emulator
beforeAll(async () => {
  ;({ emu } = await start())
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

async function upload(payload: unknown, files: Parameters<typeof form>[1], query = '?wait=true') {
  return call(`${emu.demo.webhooks.general.url}${query}`, { body: form(payload, files) })
}

describe('execute webhook (multipart)', () => {
  it('stores files[n] as attachments described by the attachments array', async () => {
    const payload = {
      content: 'two files',
      attachments: [
        { id: '0', description: 'the logo', filename: 'logo.png' },
        { id: '1', is_spoiler: true },
      ],
    }
    assertRequest('POST', '/webhooks/{webhook_id}/{webhook_token}', payload, 'multipart/form-data')
    const r = await upload(payload, [
      { name: 'upload.png', data: png, type: 'image/png' },
      { name: 'notes.txt', data: 'hello notes', type: 'text/plain' },
    ])
    expect(r.status).toBe(200)
    assertResponse('POST', '/webhooks/{webhook_id}/{webhook_token}', 200, r.body)
    const [logo, notes] = obj(r).attachments
    expect(logo).toMatchObject({
      filename: 'logo.png',
      description: 'the logo',
      size: png.length,
      content_type: 'image/png',
    })
    expect(notes).toMatchObject({ filename: 'notes.txt', size: 11, flags: 8 })
    const bytes = await fetch(notes.url).then(async (res) => Buffer.from(await res.arrayBuffer()))
    expect(bytes.toString()).toBe('hello notes')
  })

  it('rewrites attachment:// embed images to CDN URLs on its own origin and hides those files', async () => {
    const r = await upload(
      {
        embeds: [
          {
            title: 'Look',
            image: { url: 'attachment://chart.png' },
            thumbnail: { url: 'attachment://thumb.png' },
          },
        ],
      },
      [
        { name: 'chart.png', data: png, type: 'image/png' },
        { name: 'thumb.png', data: png, type: 'image/png' },
        { name: 'extra.txt', data: 'x' },
      ],
    )
    const m = obj(r)
    expect(m.attachments.map((a: { filename: string }) => a.filename)).toEqual(['extra.txt'])
    expect(m.embeds[0].image.url).toMatch(
      new RegExp(`^${emu.url}/attachments/${m.channel_id}/\\d+/chart\\.png$`),
    )
    expect(m.embeds[0].thumbnail.url).toContain('/thumb.png')
    expect((await fetch(m.embeds[0].image.url)).status).toBe(200)
  })

  it('accepts a message of files only', async () => {
    const r = await upload({}, [{ name: 'a.txt', data: 'a' }])
    expect(obj(r).attachments).toHaveLength(1)
  })

  it('answers 413 40005 over the per-file limit (default 10 MiB) and the per-request limit', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    const r = await upload({ content: 'x' }, [{ name: 'big.bin', data: big }])
    expect(r.status).toBe(413)
    expect(r.body).toEqual({ message: 'Request entity too large', code: 40005 })
    emu.control.setConfig({ maxRequestBytes: 64 * 1024 })
    const body = await upload({ content: 'x' }, [
      { name: 'a.bin', data: new Uint8Array(40_000) },
      { name: 'b.bin', data: new Uint8Array(40_000) },
    ])
    expect(body.status).toBe(413)
    expect(obj(body).code).toBe(40005)
    emu.control.setConfig({ maxRequestBytes: 25 * 1024 * 1024 })
  })

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }))
    const r = await upload({ content: 'x' }, files)
    expect(r.status).toBe(400)
    expect(obj(r).code).toBe(50035)
  })

  it('records file sizes and sha256 in the journal', async () => {
    await upload({ content: 'x' }, [{ name: 'a.txt', data: 'abc' }])
    const entry = emu.control.journal({ route: 'executeWebhook' }).at(-1)
    expect(entry?.files).toEqual([
      {
        field: 'files[0]',
        filename: 'a.txt',
        contentType: 'application/octet-stream',
        size: 3,
        sha256: createHash('sha256').update('abc').digest('hex'),
      },
    ])
    expect(entry?.body).toEqual({ content: 'x' })
  })

  it('answers a curl multipart upload of three files with attachment:// resolved', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'herald-emu-'))
    const names = ['banner.png', 'report.txt', 'data.csv']
    await writeFile(path.join(dir, names[0] as string), png)
    await writeFile(path.join(dir, names[1] as string), 'report body')
    await writeFile(path.join(dir, names[2] as string), 'a,b\n1,2\n')
    const payload = JSON.stringify({
      content: 'Weekly report',
      embeds: [{ title: 'Banner', image: { url: 'attachment://banner.png' } }],
      attachments: [
        { id: 0, filename: 'banner.png' },
        { id: 1, filename: 'report.txt', description: 'the report' },
        { id: 2, filename: 'data.csv' },
      ],
    })
    const { stdout } = await run('curl', [
      '-sS',
      '-X',
      'POST',
      '-F',
      `payload_json=${payload};type=application/json`,
      '-F',
      `files[0]=@${path.join(dir, 'banner.png')};type=image/png`,
      '-F',
      `files[1]=@${path.join(dir, 'report.txt')};type=text/plain`,
      '-F',
      `files[2]=@${path.join(dir, 'data.csv')};type=text/csv`,
      `${emu.demo.webhooks.announcements.url}?wait=true`,
    ])
    const m = JSON.parse(stdout)
    assertResponse('POST', '/webhooks/{webhook_id}/{webhook_token}', 200, m)
    expect(m.content).toBe('Weekly report')
    expect(m.attachments.map((a: { filename: string }) => a.filename)).toEqual(['report.txt', 'data.csv'])
    expect(m.attachments[0]).toMatchObject({
      description: 'the report',
      size: 11,
      content_type: 'text/plain',
    })
    expect(m.embeds[0].image.url).toMatch(new RegExp(`^${emu.url}/attachments/\\d+/\\d+/banner\\.png$`))
    const served = Buffer.from(await (await fetch(m.embeds[0].image.url)).arrayBuffer())
    expect(served.equals(Buffer.from(png))).toBe(true)
  })
})

describe('get, edit and delete a webhook message', () => {
  async function send(payload: unknown, hook = emu.demo.webhooks.general) {
    return obj(await call(`${hook.url}?wait=true`, { json: payload }))
  }
  const url = (id: string, hook = emu.demo.webhooks.general) => `${hook.url}/messages/${id}`

  it('gets a message sent by the same webhook and answers 10008 otherwise', async () => {
    const m = await send({ content: 'x' })
    const r = await call(url(m.id))
    expect(r.status).toBe(200)
    assertResponse('GET', MESSAGE, 200, r.body)
    expect(obj(r).id).toBe(m.id)
    const other = await call(url(m.id, emu.demo.webhooks.announcements))
    expect(other.body).toEqual({ message: 'Unknown Message', code: 10008 })
  })

  it('edits content and embeds, sets edited_timestamp and keeps the rest', async () => {
    const m = await send({ content: 'draft', embeds: [{ title: 'T' }] })
    const patch = { content: 'final' }
    assertRequest('PATCH', MESSAGE, patch)
    const r = await call(url(m.id), { method: 'PATCH', json: patch })
    assertResponse('PATCH', MESSAGE, 200, r.body)
    expect(obj(r)).toMatchObject({ content: 'final', embeds: [{ title: 'T' }] })
    expect(obj(r).edited_timestamp).toMatch(/\+00:00$/)
    const cleared = await call(url(m.id), { method: 'PATCH', json: { content: null } })
    expect(obj(cleared).content).toBe('')
    const empty = await call(url(m.id), { method: 'PATCH', json: { embeds: [] } })
    expect(obj(empty).code).toBe(50006)
  })

  it('validates edits like executes', async () => {
    const m = await send({ content: 'x' })
    const r = await call(url(m.id), { method: 'PATCH', json: { content: 'a'.repeat(2001) } })
    expect(obj(r).errors.content._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH')
  })

  it('keeps listed attachments, drops unlisted ones, and replaces all when files come without a list (v10)', async () => {
    const m = obj(
      await upload({ content: 'x' }, [
        { name: 'a.txt', data: 'a' },
        { name: 'b.txt', data: 'b' },
      ]),
    )
    const [a] = m.attachments
    const keepA = await call(url(m.id), {
      method: 'PATCH',
      body: form({ attachments: [{ id: a.id }, { id: 0, description: 'new' }] }, [
        { name: 'c.txt', data: 'c' },
      ]),
    })
    expect(obj(keepA).attachments.map((x: { filename: string }) => x.filename)).toEqual(['a.txt', 'c.txt'])
    const untouched = await call(url(m.id), { method: 'PATCH', json: { content: 'y' } })
    expect(obj(untouched).attachments).toHaveLength(2)
    const replaced = await call(url(m.id), {
      method: 'PATCH',
      body: form({}, [{ name: 'd.txt', data: 'd' }]),
    })
    expect(obj(replaced).attachments.map((x: { filename: string }) => x.filename)).toEqual(['d.txt'])
    const none = await call(url(m.id), { method: 'PATCH', json: { content: 'z', attachments: [] } })
    expect(obj(none).attachments).toEqual([])
    expect((await fetch(a.url)).status).toBe(404)
  })

  it('appends new files without a list on v9', async () => {
    const m = obj(await upload({ content: 'x' }, [{ name: 'a.txt', data: 'a' }]))
    const w = emu.demo.webhooks.general
    const r = await call(`${emu.url}/api/v9/webhooks/${w.id}/${w.token}/messages/${m.id}`, {
      method: 'PATCH',
      body: form({}, [{ name: 'b.txt', data: 'b' }]),
    })
    expect(obj(r).attachments.map((x: { filename: string }) => x.filename)).toEqual(['a.txt', 'b.txt'])
  })

  it('refuses to remove IS_COMPONENTS_V2 and to add legacy fields to a V2 message', async () => {
    const m = await send(
      { flags: 32768, components: [{ type: 10, content: 'v2' }] },
      emu.demo.webhooks.appOwned,
    )
    const u = (id: string) => url(id, emu.demo.webhooks.appOwned)
    const removed = await call(u(m.id), { method: 'PATCH', json: { flags: 0 } })
    expect(obj(removed).errors.flags._errors[0].code).toBe('MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG')
    const content = await call(u(m.id), { method: 'PATCH', json: { content: 'legacy' } })
    expect(obj(content).errors.content._errors[0].code).toBe(
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    )
    const ok = await call(u(m.id), {
      method: 'PATCH',
      json: { components: [{ type: 10, content: 'changed' }] },
    })
    expect(obj(ok).components[0].content).toBe('changed')
  })

  it('turns a legacy message into V2 only when its legacy fields are cleared in the same edit', async () => {
    const m = await send({ content: 'old' }, emu.demo.webhooks.appOwned)
    const u = url(m.id, emu.demo.webhooks.appOwned)
    const v2 = { flags: 32768, components: [{ type: 10, content: 'new' }] }
    expect((await call(u, { method: 'PATCH', json: v2 })).status).toBe(400)
    const ok = await call(u, { method: 'PATCH', json: { ...v2, content: null } })
    expect(obj(ok).flags).toBe(32768)
  })

  it('deletes a message (204) and then answers 10008', async () => {
    const m = await send({ content: 'x' })
    const r = await call(url(m.id), { method: 'DELETE' })
    expect(r.status).toBe(204)
    expect(obj(await call(url(m.id))).code).toBe(10008)
    expect(obj(await call(url(m.id), { method: 'DELETE' })).code).toBe(10008)
  })

  it('scopes message routes to thread_id', async () => {
    const forum = emu.demo.webhooks.forum
    const m = obj(
      await call(`${forum.url}?wait=true&thread_id=${emu.demo.forumThread}`, { json: { content: 'x' } }),
    )
    expect((await call(`${url(m.id, forum)}?thread_id=${emu.demo.forumThread}`)).status).toBe(200)
    expect(obj(await call(`${url(m.id, forum)}?thread_id=${emu.demo.channels.general}`)).code).toBe(10008)
  })
})
