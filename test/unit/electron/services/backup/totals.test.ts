import { describe, expect, it } from 'vitest'
import type { BackupPorts } from '@services/backup/ports'
import { refuseOverTotals } from '@services/backup/restore'
import { TOTAL_MAX } from '@shared/backup/limits'
import type { BackupFile } from '@shared/backup/schema'

// Issue 24, defect 6: "both" restored again and again would double the drafts each time; the total stops it
// before anything is written. (Writing thousands of drafts for real takes seconds per thousand on the
// test machine, so the check is tested here on its own; caps.test.ts covers the wire.)
const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}` }))

function ports(drafts: number, templates: number): BackupPorts {
  return {
    drafts: { list: () => ({ drafts: ids('d', drafts) }) },
    templates: { list: () => ids('t', templates) },
  } as unknown as BackupPorts
}

const backupOf = (drafts: number, templates = 0) =>
  ({ drafts: ids('d', drafts), templates: ids('t', templates) }) as unknown as BackupFile

describe('restore totals', () => {
  const half = TOTAL_MAX.drafts / 2

  it('lets "both" fill the drafts up to their total, and refuses the restore that would pass it', () => {
    expect(() => refuseOverTotals(backupOf(half), { drafts: 'both' }, ports(half, 0))).not.toThrow()
    expect(() => refuseOverTotals(backupOf(half), { drafts: 'both' }, ports(half + 1, 0))).toThrow(
      `Restoring would add 1,000 drafts to the 1,001 here; Herald keeps at most 2,000. Delete some, or choose keep or replace instead of both; nothing was restored.`,
    )
  })

  it('counts only what would be added: replace and keep add nothing for records already here', () => {
    const full = ports(TOTAL_MAX.drafts, TOTAL_MAX.templates)
    const same = backupOf(half, 10)
    expect(() => refuseOverTotals(same, { drafts: 'replace', templates: 'keep' }, full)).not.toThrow()
    expect(() => refuseOverTotals(same, { drafts: 'keep', templates: 'both' }, full)).toThrow(
      'Restoring would add 10 templates to the 1,000 here; Herald keeps at most 1,000.',
    )
  })
})
