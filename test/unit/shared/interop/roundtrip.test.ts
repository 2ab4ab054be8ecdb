import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeImport, toBackupFile, type ImportedDraft, type ImportResult } from '@shared/interop'
import { fixture } from './fixtures'

const NAMES = readdirSync(join(__dirname, '../../../fixtures/interop')).filter(
  (n) => !n.startsWith('broken-'),
)

/** Herald's drafts back as exportable drafts, with the URLs of the webhooks each named. */
function exportable(
  result: ImportResult,
): { name: string; messages: ImportedDraft['messages']; webhookUrls: string[] }[] {
  return result.drafts.map((d) => ({
    name: d.name,
    messages: d.messages,
    webhookUrls: d.webhooks.map((i) => result.webhooks[i]?.url ?? ''),
  }))
}

describe('round trip: every fixture imports, exports and imports again unchanged', () => {
  it.each(NAMES.filter((n) => n !== 'link-share.txt'))('%s', (name) => {
    const first = decodeImport(fixture(name))
    expect(first.drafts.length).toBeGreaterThan(0)
    const file = JSON.stringify(toBackupFile(exportable(first), { includeWebhookUrls: true }))
    const second = decodeImport(file)
    expect(second.drafts).toEqual(first.drafts)
    expect(second.webhooks.map((w) => w.url)).toEqual(first.webhooks.map((w) => w.url))
    // Only problems the data itself has come back (no new ones from the export, which carries no
    // files, other targets or Discohook schedules).
    const gone = new Set(['files_not_included', 'target_unsupported', 'schedule_not_imported'])
    const codes = (r: ImportResult): string[] => r.problems.map((p) => p.code).filter((c) => !gone.has(c))
    expect(codes(second)).toEqual(codes(first))
  })
})
