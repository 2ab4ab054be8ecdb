import { mkdtempSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeAttachments, prepareUploads, uploadName } from '@services/discord/files'
import { formBody, multipartBody, quoteParam } from '@services/discord/multipart'
import type { RequestBody } from '@services/discord/transport'

async function bytes(body: RequestBody): Promise<Buffer> {
  const out: Buffer[] = []
  for (const piece of body.pieces()) out.push(Buffer.isBuffer(piece) ? piece : await readFile(piece.path))
  return Buffer.concat(out)
}

async function parse(body: RequestBody): Promise<FormData> {
  return new Response(new Uint8Array(await bytes(body)), {
    headers: { 'content-type': body.contentType },
  }).formData()
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'herald-multipart-'))
const png = path.join(dir, 'cat.png')
const notes = path.join(dir, 'notes.txt')
writeFileSync(png, Buffer.alloc(300, 7))
writeFileSync(notes, 'release notes')

describe('multipart body', () => {
  it('puts the JSON in payload_json and each file in files[n] with its name and type', async () => {
    const uploads = await prepareUploads([
      { path: png, description: 'A cat' },
      { path: notes, spoiler: true },
    ])
    const payload = {
      content: 'hi',
      embeds: [{ image: { url: 'attachment://cat.png' } }],
      attachments: uploads.attachments,
    }
    const body = multipartBody(payload, uploads.parts)
    expect(body.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(body.length).toBe((await bytes(body)).length)
    const form = await parse(body)
    expect([...form.keys()]).toEqual(['payload_json', 'files[0]', 'files[1]'])
    expect(JSON.parse(form.get('payload_json') as string)).toEqual({
      content: 'hi',
      embeds: [{ image: { url: 'attachment://cat.png' } }],
      attachments: [
        { id: 0, filename: 'cat.png', description: 'A cat' },
        { id: 1, filename: 'SPOILER_notes.txt', is_spoiler: true },
      ],
    })
    const cat = form.get('files[0]') as File
    expect([cat.name, cat.type, cat.size]).toEqual(['cat.png', 'image/png', 300])
    const spoiler = form.get('files[1]') as File
    expect([spoiler.name, spoiler.type, await spoiler.text()]).toEqual([
      'SPOILER_notes.txt',
      'text/plain',
      'release notes',
    ])
    expect(uploads.totalBytes).toBe(300 + 13)
  })

  it('can be produced again for a retry', async () => {
    const uploads = await prepareUploads([{ path: notes }])
    const body = multipartBody({ content: 'x' }, uploads.parts)
    expect((await bytes(body)).equals(await bytes(body))).toBe(true)
  })

  it('refuses a missing file before anything is sent, naming it', async () => {
    await expect(
      prepareUploads([{ path: notes }, { path: path.join(dir, 'missing.png') }]),
    ).rejects.toMatchObject({
      data: { kind: 'invalidInput', issues: [{ path: 'files[1]' }] },
    })
  })

  it('escapes quotes in file names and keeps the SPOILER_ prefix single', () => {
    expect(quoteParam('a "b"\r\n.png')).toBe('"a \\"b\\"  .png"')
    expect(uploadName({ path: '/x/SPOILER_a.png', spoiler: true })).toBe('SPOILER_a.png')
    expect(uploadName({ path: '/x/a.png', name: 'b.png', spoiler: true })).toBe('SPOILER_b.png')
  })

  it('keeps listed existing attachments and merges what the message says about new uploads', () => {
    const merged = mergeAttachments(
      [{ id: '1191168960364544011' }, { id: 0, description: 'from the editor' }],
      [{ id: 0, filename: 'SPOILER_a.png', is_spoiler: true }],
    )
    expect(merged).toEqual([
      { id: '1191168960364544011' },
      { id: 0, filename: 'SPOILER_a.png', is_spoiler: true, description: 'from the editor' },
    ])
  })

  it('form-encodes token requests', async () => {
    const body = formBody({ grant_type: 'client_credentials', scope: 'identify connections' })
    expect(body.contentType).toBe('application/x-www-form-urlencoded')
    expect((await bytes(body)).toString()).toBe('grant_type=client_credentials&scope=identify+connections')
  })
})
