import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertResponse } from './openapi'
import { call, form, obj, start } from './testkit'

// What Discord does with the files an embed or a component shows through attachment:// when the message
// is edited (docs/decisions.md, "Issue 19: what Discord does with attached files on edit").
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
const EMBED = { title: 'Look', image: { url: 'attachment://chart.png' } }

type Msg = {
  id: string
  attachments: { id: string; filename: string; url: string }[]
  embeds: { title?: string; image?: { url: string } }[]
}

/** A message whose embed shows chart.png, with notes.txt loose; and chart.png's attachment id. */
async function sent(): Promise<{ m: Msg; chartId: string; url: string }> {
  const w = emu.demo.webhooks.general
  const r = await call(`${w.url}?wait=true`, {
    body: form({ embeds: [EMBED] }, [
      { name: 'chart.png', data: png, type: 'image/png' },
      { name: 'notes.txt', data: 'notes' },
    ]),
  })
  const m = obj(r) as Msg
  const chartId = /\/attachments\/\d+\/(\d+)\/chart\.png$/.exec(m.embeds[0]?.image?.url ?? '')?.[1] ?? ''
  return { m, chartId, url: `${w.url}/messages/${m.id}` }
}

async function patch(url: string, json: unknown): Promise<Msg> {
  const r = await call(url, { method: 'PATCH', json })
  expect(r.status).toBe(200)
  assertResponse('PATCH', MESSAGE, 200, r.body)
  return obj(r) as Msg
}

const names = (m: Msg) => m.attachments.map((a) => a.filename)

describe('editing a message whose embed shows an attached file', () => {
  it('the file an embed shows is an attachment of the message, left out of message.attachments', async () => {
    const { m, chartId } = await sent()
    expect(chartId).toMatch(/^\d{17,20}$/)
    expect(names(m)).toEqual(['notes.txt'])
    expect((await fetch(m.embeds[0]!.image!.url)).status).toBe(200)
  })

  it('attachment://name with the file kept by id: the image stays in the embed, nothing shows twice', async () => {
    const { m, chartId, url } = await sent()
    const after = await patch(url, {
      embeds: [{ ...EMBED, title: 'Renamed' }],
      attachments: [{ id: chartId }, { id: m.attachments[0]!.id }],
    })
    expect(names(after)).toEqual(['notes.txt'])
    expect(after.embeds[0]).toMatchObject({ title: 'Renamed', image: { url: m.embeds[0]!.image!.url } })
    expect((await fetch(after.embeds[0]!.image!.url)).status).toBe(200)
  })

  it('without an attachments array every file stays, and attachment://name still resolves', async () => {
    const { m, url } = await sent()
    const after = await patch(url, { embeds: [{ ...EMBED, title: 'Renamed' }] })
    expect(names(after)).toEqual(['notes.txt'])
    expect(after.embeds[0]?.image?.url).toBe(m.embeds[0]!.image!.url)
  })

  it('the embed sent back with the CDN address: the file shows twice, in the embed and loose', async () => {
    const { m, url } = await sent()
    const after = await patch(url, { embeds: [{ ...m.embeds[0], title: 'Renamed' }] })
    expect(names(after)).toEqual(['chart.png', 'notes.txt'])
    expect(after.embeds[0]?.image?.url).toBe(m.embeds[0]!.image!.url)
  })

  it('an attachments array that leaves the shown file out deletes it; the embed keeps a dead reference', async () => {
    const { m, url } = await sent()
    const after = await patch(url, {
      embeds: [{ ...EMBED, title: 'Renamed' }],
      attachments: [{ id: m.attachments[0]!.id }],
    })
    expect(names(after)).toEqual(['notes.txt'])
    expect(after.embeds[0]?.image?.url).toBe('attachment://chart.png')
    expect((await fetch(m.embeds[0]!.image!.url)).status).toBe(404)
  })

  it('a new file without an attachments array replaces every file, the shown one included (v10)', async () => {
    const { m, url } = await sent()
    const r = await call(url, {
      method: 'PATCH',
      body: form({ embeds: [EMBED] }, [{ name: 'extra.txt', data: 'x' }]),
    })
    expect(names(obj(r) as Msg)).toEqual(['extra.txt'])
    expect((obj(r) as Msg).embeds[0]?.image?.url).toBe('attachment://chart.png')
    expect((await fetch(m.embeds[0]!.image!.url)).status).toBe(404)
  })
})
