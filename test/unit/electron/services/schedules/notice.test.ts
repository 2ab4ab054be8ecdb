import { describe, expect, it } from 'vitest'
import { scheduleNotice } from '@services/schedules/notice'
import english from '@shared/i18n/compiled/en.json'
import german from '@shared/i18n/compiled/de.json'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'

const sent = { status: 'sent' as const, messageId: '1', channelId: '2', link: null }
const failed = { status: 'failed' as const, reason: 'Discord refused: Unknown Webhook.' }
const skipped = { status: 'skipped' as const, reason: 'An earlier message to this webhook failed.' }

describe('scheduleNotice', () => {
  it('says the scheduled send went out, to one target or to all of them', () => {
    expect(scheduleNotice({ name: 'Launch' }, [{ webhookId: '1', messages: [sent, sent] }])).toMatchObject({
      title: 'Scheduled send of “Launch” went out',
      body: 'It went to its target.',
    })
    const two = [
      { webhookId: '1', messages: [sent] },
      { webhookId: '2', messages: [sent] },
    ]
    expect(scheduleNotice({ name: '' }, two).body).toBe('It went to all 2 targets.')
  })

  it('counts the targets that did not get every message', () => {
    const results = [
      { webhookId: '1', messages: [sent, sent] },
      { webhookId: '2', messages: [failed, skipped] },
      { webhookId: '3', messages: [sent, failed] },
    ]
    expect(scheduleNotice({ name: 'Launch' }, results)).toMatchObject({
      title: 'Scheduled send of “Launch” did not reach 2 of 3 targets',
      body: 'Open Herald’s scheduled sends to see why.',
    })
  })

  it('carries phrases the shell says in the app’s language, the English the same as en.json’s', () => {
    const en = createTranslator('en', english as Catalogue)
    const de = createTranslator('de', german as Catalogue)
    const one = [{ webhookId: '1', messages: [sent] }]
    const mixed = [...one, { webhookId: '2', messages: [failed] }]
    for (const notice of [
      scheduleNotice({ name: 'Launch' }, one),
      scheduleNotice({ name: '' }, [...one, ...one]),
      scheduleNotice({ name: 'Launch' }, mixed),
      scheduleNotice({ name: '' }, [{ webhookId: '2', messages: [failed] }]),
    ]) {
      expect(en(notice.phrases.title.id, notice.phrases.title.values)).toBe(notice.title)
      expect(en(notice.phrases.body.id, notice.phrases.body.values)).toBe(notice.body)
    }
    const short = scheduleNotice({ name: 'Launch' }, mixed)
    expect(de(short.phrases.title.id, short.phrases.title.values)).toBe(
      'Geplantes Senden von „Launch“ hat 1 von 2 Zielen nicht erreicht',
    )
  })
})
