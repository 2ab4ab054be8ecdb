import { beforeAll, describe, expect, it } from 'vitest'
import type { Schedule } from '@shared/schedules/schedule'
import {
  defaultWallTime,
  describeInstant,
  nextSendText,
  nextWallTime,
  scheduleSummary,
} from '@renderer/features/composer/schedule/summary'
import { useEnglish } from '../../../../support/english'
import { wordsFor } from './translators'

beforeAll(useEnglish)

describe('schedule summary', () => {
  it('says when and where, and how it repeats', () => {
    expect(scheduleSummary('2026-11-24T09:00', 'none', ['#announcements', '#general'])).toBe(
      'Sends on Tue 24 Nov at 09:00 to #announcements, #general.',
    )
    expect(scheduleSummary('2026-11-28T18:30', 'weekly', ['#news'])).toBe(
      'Sends on Sat 28 Nov at 18:30 to #news, then every week.',
    )
  })

  it('lists the channels with the language’s own comma, in Arabic ،', () => {
    const summary = scheduleSummary(
      '2026-11-24T09:00',
      'none',
      ['#announcements', '#general'],
      wordsFor('ar'),
    )
    expect(summary).toContain('#announcements، #general')
  })

  it("shows an instant as the wall time of the schedule's zone", () => {
    expect(describeInstant('2026-11-24T08:00:00.000Z', 'Europe/Paris')).toBe('Tue 24 Nov at 09:00')
    expect(describeInstant('2026-11-24T08:00:00.000Z', 'America/New_York')).toBe('Tue 24 Nov at 03:00')
  })

  it('starts Change at the next occurrence, and says when a missed one was due', () => {
    const schedule = {
      start: '2026-11-20T09:00',
      timeZone: 'Europe/Paris',
      nextAt: '2026-11-24T08:00:00.000Z',
      state: 'missed',
    } as Schedule
    expect(nextWallTime(schedule)).toBe('2026-11-24T09:00')
    expect(nextSendText(schedule)).toBe('Missed: was due Tue 24 Nov at 09:00')
    expect(nextSendText({ ...schedule, state: 'done', nextAt: null })).toBe('Nothing left to send')
  })

  it('offers the next full hour by default', () => {
    expect(defaultWallTime(new Date(2026, 10, 24, 9, 41))).toBe('2026-11-24T10:00')
    expect(defaultWallTime(new Date(2026, 10, 24, 23, 5))).toBe('2026-11-25T00:00')
  })
})

describe('schedule summary in the page’s language', () => {
  it('says the day in the locale’s words and the repeat in its language', () => {
    const { t, locale } = wordsFor('de')
    expect(scheduleSummary('2026-11-28T18:30', 'weekly', ['#news'], { t, locale })).toBe(
      'Wird am Sa., 28. Nov. um 18:30 an #news gesendet, dann jede Woche.',
    )
    const ru = wordsFor('ru')
    const missed = { timeZone: 'UTC', nextAt: '2026-11-24T09:00:00.000Z', state: 'missed' } as Schedule
    expect(nextSendText(missed, { t: ru.t, locale: ru.locale })).toBe(
      'Пропущено: срок был вт, 24 нояб. в 09:00',
    )
  })
})
