import { JSON_MAX_DEPTH, readJsonInSlices } from '../json/readJson'
import type { Issue } from '../rpc/errors'
import { issuesFromZod } from '../rpc/errors'
import { BACKUP_MAX, BACKUP_MAX_VALUES } from './limits'
import type { BackupFile } from './schema'
import { BACKUP_FORMAT, BACKUP_VERSION, backupFileSchema } from './schema'

export type BackupRead = { ok: true; backup: BackupFile } | { ok: false; message: string; issues: Issue[] }

const NOT_AN_OBJECT = 'The file does not hold a JSON object, so it is not a Herald backup.'

function fail(message: string, issues: Issue[] = []): BackupRead {
  return { ok: false, message, issues }
}

/**
 * Reads a backup's text: JSON, Herald's format, a version this Herald knows (a newer one is refused with
 * what to do), then every field, each problem with its path. The text is read in slices, awaiting
 * `pause` between them, with its depth, values and entries bounded before they are built (issue 24).
 */
export async function readBackup(text: string, pause: () => Promise<void>): Promise<BackupRead> {
  // A list is never a backup: refused before a single element is read (`[{},{},…]` of 190 MiB).
  if (/^\s*\[/.test(text.slice(0, 1024))) return fail(NOT_AN_OBJECT)
  const read = await readJsonInSlices(text, {
    maxDepth: JSON_MAX_DEPTH,
    maxValues: BACKUP_MAX_VALUES,
    maxElements: { drafts: BACKUP_MAX.drafts, templates: BACKUP_MAX.templates, history: BACKUP_MAX.history },
    pause,
    what: 'The file',
  })
  if (!read.ok) return fail(read.message)
  const raw = read.value
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(NOT_AN_OBJECT)
  }
  const record = raw as Record<string, unknown>
  if (record.format !== BACKUP_FORMAT) {
    return fail(
      `This is not a Herald backup (it has no "format": "${BACKUP_FORMAT}"). Discohook files go through Import in the composer.`,
      [{ path: 'format', message: `Expected "${BACKUP_FORMAT}".` }],
    )
  }
  const version = record.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('The backup has no valid version number.', [
      { path: 'version', message: 'Expected a whole number.' },
    ])
  }
  if (version > BACKUP_VERSION) {
    return fail(
      `This backup was made by a newer Herald (backup version ${version}; this Herald reads up to version ${BACKUP_VERSION}). Update Herald to restore it.`,
      [{ path: 'version', message: `At most ${BACKUP_VERSION}.` }],
    )
  }
  const parsed = backupFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issues = issuesFromZod(parsed.error)
    const count = issues.length === 1 ? 'a problem' : `${issues.length} problems`
    return fail(`The backup has ${count}; nothing was restored.`, issues)
  }
  return { ok: true, backup: parsed.data }
}
