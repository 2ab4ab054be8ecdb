import { describe, expect, it } from 'vitest'
import {
  attachmentIdsShownByAddress,
  attachmentsOfMessage,
  withAttachmentRefs,
} from '@shared/discord/messageAttachments'

const CHANNEL = '200000000000000001'
const cdn = (id: string, name: string, host = 'cdn.discordapp.com') =>
  `https://${host}/attachments/${CHANNEL}/${id}/${name}?ex=1&is=2&hm=3&`

const loose = {
  id: '600000000000000001',
  filename: 'report.pdf',
  size: 10,
  content_type: 'application/pdf',
  url: cdn('600000000000000001', 'report.pdf'),
}
const message = {
  attachments: [loose],
  embeds: [
    {
      title: 'News',
      image: { url: cdn('600000000000000002', 'banner%20one.png'), proxy_url: 'x', width: 1, height: 1 },
      thumbnail: { url: 'https://example.com/t.png' },
      footer: { text: 'f', icon_url: cdn('600000000000000003', 'icon.png'), proxy_icon_url: 'p' },
    },
    { image: { url: cdn('600000000000000002', 'banner%20one.png') } },
    { image: { url: 'https://cdn.discordapp.com/avatars/1/2.png' } },
    'not an embed',
  ],
  components: [
    {
      type: 17,
      components: [
        {
          type: 12,
          items: [
            { media: { url: cdn('600000000000000004', 'g.png'), attachment_id: '600000000000000004' } },
          ],
        },
        {
          type: 13,
          file: { url: cdn('600000000000000005', 'notes.txt'), attachment_id: '600000000000000005' },
        },
      ],
    },
  ],
}

describe('the files a sent message holds', () => {
  it('lists the listed files and those embeds and components show, each once', () => {
    const found = attachmentsOfMessage(message)
    expect(found.map((a) => a.id)).toEqual([
      '600000000000000001',
      '600000000000000002',
      '600000000000000003',
      '600000000000000004',
      '600000000000000005',
    ])
    expect(found[0]).toEqual({
      id: loose.id,
      filename: 'report.pdf',
      size: 10,
      contentType: 'application/pdf',
      url: loose.url,
      description: null,
    })
    expect(found[1]).toMatchObject({ filename: 'banner one.png', size: null })
  })

  it('reads addresses on Discord’s hosts, loopback, or the host the listed files use, and no other', () => {
    const foreign = { embeds: [{ image: { url: cdn('600000000000000006', 'x.png', 'files.example') } }] }
    expect(attachmentsOfMessage(foreign)).toEqual([])
    const sameHost = { ...foreign, attachments: [{ ...loose, url: cdn(loose.id, 'r.pdf', 'files.example') }] }
    expect(attachmentsOfMessage(sameHost).map((a) => a.id)).toEqual([loose.id, '600000000000000006'])
    const local = {
      embeds: [{ thumbnail: { url: 'http://127.0.0.1:9000/attachments/1/600000000000000007/y.png' } }],
    }
    // A channel id is a snowflake too: this path is not an attachment's.
    expect(attachmentsOfMessage(local)).toEqual([])
    expect(attachmentsOfMessage({})).toEqual([])
  })
})

describe('the body an edit sends', () => {
  it('writes the addresses of kept files back as attachment://name, without the response-only fields', () => {
    const body = withAttachmentRefs(message, [
      '600000000000000002',
      '600000000000000003',
      '600000000000000004',
    ])
    const embeds = body.embeds as Record<string, unknown>[]
    expect(embeds[0]).toEqual({
      title: 'News',
      image: { url: 'attachment://banner one.png' },
      thumbnail: { url: 'https://example.com/t.png' },
      footer: { text: 'f', icon_url: 'attachment://icon.png' },
    })
    expect(embeds[1]).toEqual({ image: { url: 'attachment://banner one.png' } })
    const container = (body.components as { components: Record<string, unknown>[] }[])[0]!
    expect(container.components[0]).toEqual({ type: 12, items: [{ media: { url: 'attachment://g.png' } }] })
    // Not kept: its address stays as it was.
    expect(container.components[1]).toEqual(message.components[0]!.components[1])
    // The input is not changed.
    expect(message.embeds[1]).toEqual({ image: { url: cdn('600000000000000002', 'banner%20one.png') } })
  })

  it('finds the attachment ids a body shows by address', () => {
    expect(attachmentIdsShownByAddress(message)).toEqual([
      '600000000000000002',
      '600000000000000003',
      '600000000000000002',
      '600000000000000004',
      '600000000000000005',
    ])
    expect(attachmentIdsShownByAddress({ embeds: [{ image: { url: 'attachment://a.png' } }] })).toEqual([])
  })
})
