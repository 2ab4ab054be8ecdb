import { describe, expect, it } from 'vitest'
import { readBackup } from '@shared/backup/read'
import { phraseText } from '@shared/i18n'
import { translatorFor } from '../../../support/english'

// Issue 25: a backup Herald refuses to restore says why as a phrase beside its English, so Settings →
// Restore says it in the user's language while the English (the CLI's, logs') stays as it was.

const load = translatorFor

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
const head = '"format":"herald-backup","version":1'

const REFUSED: string[] = [
  '[]',
  '"text"',
  '{"format":',
  `{${head},"drafts":[${'['.repeat(100)}${']'.repeat(100)}]}`,
  `{${head},"drafts":[${'{},'.repeat(1_000)}{}]}`,
  `{${head},"x":[[${'0,'.repeat(5_000_000)}0]]}`,
  '{"version":"d2","messages":[]}',
  '{"format":"herald-backup","version":"one"}',
  '{"format":"herald-backup","version":2}',
  `{${head}}`,
  `{${head},"drafts":"x","templates":"y"}`,
]

describe('readBackup: each refusal carries its phrase', async () => {
  const reads = await Promise.all(REFUSED.map((text) => readBackup(text, pause)))
  const refusals = reads.flatMap((read) => (read.ok ? [] : [read]))
  const sentences = refusals.flatMap((r) => [r, ...r.issues.filter((issue) => issue.phrase)])

  it('refuses each one', () => {
    expect(refusals).toHaveLength(REFUSED.length)
    expect(new Set(refusals.map((r) => r.phrase.id)).size).toBeGreaterThanOrEqual(9)
  })

  it('says in English, through its phrase, exactly its English message', () => {
    const english = load('en')
    const wrong = sentences.filter((s) => phraseText(english, s.phrase, '') !== s.message)
    expect(wrong.map((s) => `${s.phrase?.id}: ${s.message}`)).toEqual([])
  })

  it('says each in German and Arabic', () => {
    for (const locale of ['de', 'ar'] as const) {
      const t = load(locale)
      const same = sentences.filter((s) => phraseText(t, s.phrase, s.message) === s.message)
      expect(same.map((s) => `${locale}: ${s.message}`)).toEqual([])
    }
    const many = refusals.find((r) => r.phrase.id === 'shared.backup.tooManyEntries')
    expect(phraseText(load('de'), many?.phrase, '')).toBe(
      'Die Datei enthält 1.001 Einträge unter „drafts“; Herald liest höchstens 1.000.',
    )
  })
})
