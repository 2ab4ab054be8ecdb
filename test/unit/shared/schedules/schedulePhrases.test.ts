import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { phraseText } from '@shared/i18n'
import { issuesFromZod } from '@shared/rpc/errors'
import { REPEAT_MESSAGES, REPEATS } from '@shared/schedules/occurrences'
import { scheduleIdSchema, timeZoneSchema, wallTimeSchema } from '@shared/schedules/schedule'
import { englishTranslator } from '../../../support/english'
import { translatorFor } from '../../renderer/features/composer/translators'

// Issue 25: how often a schedule repeats, and what its fields refuse, in the reader's language; the
// English (the CLI's `schedule list`, the RPC's issues) stays what it was.

/** What the CLI's `schedule list` printed for each repeat before it was translated. */
const ENGLISH = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekdays: 'Every weekday (Mon–Fri)',
  weekly: 'Every week',
  monthly: 'Every month',
}

describe('schedules in the catalogues', () => {
  it('says each repeat as the CLI’s English did, and in German', () => {
    const english = englishTranslator()
    const de = translatorFor('de')
    for (const repeat of REPEATS) {
      expect(english(REPEAT_MESSAGES[repeat])).toBe(ENGLISH[repeat])
      expect(de(REPEAT_MESSAGES[repeat])).not.toBe(ENGLISH[repeat])
    }
    expect(de(REPEAT_MESSAGES.weekly)).toBe('Jede Woche')
  })

  it('a refused schedule field carries its phrase through the RPC’s issues', () => {
    const input = z.object({ id: scheduleIdSchema, at: wallTimeSchema, timeZone: timeZoneSchema })
    const parsed = input.safeParse({ id: 'X', at: 'soon', timeZone: 'Mars/Olympus' })
    expect(parsed.success).toBe(false)
    const issues = issuesFromZod(parsed.error!)
    const english = englishTranslator()
    const de = translatorFor('de')
    expect(issues.map((issue) => phraseText(english, issue.phrase, ''))).toEqual([
      'Not a schedule id.',
      'Give a date and time as YYYY-MM-DDTHH:MM.',
      'Not a time zone this system knows.',
    ])
    expect(issues.map((issue) => issue.message)).toEqual(
      issues.map((issue) => phraseText(english, issue.phrase, '')),
    )
    expect(phraseText(de, issues[1]!.phrase, '')).toBe('Gib Datum und Uhrzeit als YYYY-MM-DDTHH:MM an.')
  })
})
