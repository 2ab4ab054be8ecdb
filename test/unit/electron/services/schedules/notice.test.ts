import { describe, expect, it } from 'vitest'
import { scheduleNotice } from '@services/schedules/notice'

const sent = { status: 'sent' as const, messageId: '1', channelId: '2', link: null }
const failed = { status: 'failed' as const, reason: 'Discord refused: Unknown Webhook.' }
const skipped = { status: 'skipped' as const, reason: 'An earlier message to this webhook failed.' }

describe('scheduleNotice', () => {
  it('says the scheduled send went out, to one target or to all of them', () => {
    expect(scheduleNotice({ name: 'Launch' }, [{ webhookId: '1', messages: [sent, sent] }])).toEqual({
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
    expect(scheduleNotice({ name: 'Launch' }, results)).toEqual({
      title: 'Scheduled send of “Launch” did not reach 2 of 3 targets',
      body: 'Open Herald’s scheduled sends to see why.',
    })
  })
})
