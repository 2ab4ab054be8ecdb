import { BACKUP_MAX, IMPORT_MAX_DRAFTS } from '@shared/backup/limits'

// Imports and backups that once ran the host out of memory, created thousands of drafts or answered
// `internal` (issue 24), small enough to send often: the fuzz sends them to drafts.import, backup.inspect
// and backup.restore, and each must come back as a typed answer.

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const base64url = (text: string) => Buffer.from(text).toString('base64url')

export const importBombs: Record<string, string> = {
  discohookBackupOverCap: JSON.stringify({
    version: 8,
    backups: Array.from({ length: IMPORT_MAX_DRAFTS + 1 }, (_, i) => ({
      name: `Bomb ${i}`,
      messages: [{ data: { content: 'x' } }],
    })),
  }),
  deepMessageLink: `https://discohook.app/?message=${base64url(`{"content":${nested(5_000)}}`)}`,
  deepDataLink: `https://discohook.app/?data=${base64url(`{"messages":${nested(10_000)}}`)}`,
  deepJson: `{"content":"x","embeds":${nested(10_000)}}`,
  backupOverDraftCap: `{"format":"herald-backup","version":1,"drafts":[${'{},'.repeat(BACKUP_MAX.drafts)}{}]}`,
  backupDeep: `{"format":"herald-backup","version":1,"drafts":[${nested(10_000)}]}`,
  backupOfEmptyObjects: `[${'{},'.repeat(20_000)}{}]`,
  backupTrailingComma: '{"format":"herald-backup","version":1,"drafts":[],}',
  backupProtoKey: '{"__proto__":{"polluted":true},"format":"herald-backup","version":1}',
}
