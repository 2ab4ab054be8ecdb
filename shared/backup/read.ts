import { JSON_MAX_DEPTH, JSON_TEXTS, readJsonInSlices } from '../json/readJson'
import type { Phrase } from '../i18n/phrase'
import type { JsonRefusal } from '../json/readJson'
import type { Issue, Said } from '../rpc/errors'
import { issuesFromZod, said } from '../rpc/errors'
import { BACKUP_MAX, BACKUP_MAX_VALUES } from './limits'
import type { BackupFile } from './schema'
import { BACKUP_FORMAT, BACKUP_VERSION, backupFileSchema } from './schema'

/** A refusal says why in English (`message`, the CLI's and logs') and as a phrase for the page. */
export type BackupRead =
  { ok: true; backup: BackupFile } | { ok: false; message: string; phrase: Phrase; issues: Issue[] }

const NOT_AN_OBJECT = said(
  'shared.backup.notAnObject',
  'The file does not hold a JSON object, so it is not a Herald backup.',
)

function fail(sentence: Said, issues: Issue[] = []): BackupRead {
  return { ok: false, ...sentence, issues }
}

const LIMITS = { maxDepth: JSON_MAX_DEPTH, maxValues: BACKUP_MAX_VALUES }
/** readJsonInSlices' refusal of the file with its phrase; the English is the reader's own. */
function jsonRefusal(read: JsonRefusal): Said {
  const { maxDepth, maxValues } = LIMITS
  if (read.problem === 'tooDeep')
    return said(
      'shared.backup.tooDeep',
      `The file is nested more than ${maxDepth} levels deep, deeper than anything Herald reads.`,
      { maxDepth },
    )
  if (read.entries)
    return { message: read.message, phrase: { id: 'shared.backup.tooManyEntries', values: read.entries } }
  if (read.problem === 'tooManyValues')
    return said(
      'shared.backup.tooManyValues',
      `The file holds more than ${maxValues.toLocaleString('en-US')} values, more than Herald reads at once.`,
      { maxValues },
    )
  const { reason } = read
  if (reason === undefined) return said('shared.backup.notJson', 'The file is not valid JSON.')
  return said('shared.backup.badJson', `The file is not valid JSON (${reason}).`, { reason })
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
    ...LIMITS,
    maxElements: { drafts: BACKUP_MAX.drafts, templates: BACKUP_MAX.templates, history: BACKUP_MAX.history },
    pause,
    what: JSON_TEXTS.file,
  })
  if (!read.ok) return fail(jsonRefusal(read))
  const raw = read.value
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(NOT_AN_OBJECT)
  }
  const record = raw as Record<string, unknown>
  if (record.format !== BACKUP_FORMAT) {
    return fail(
      said(
        'shared.backup.notHerald',
        `This is not a Herald backup (it has no "format": "${BACKUP_FORMAT}"). Discohook files go through Import in the composer.`,
        { format: BACKUP_FORMAT },
      ),
      [
        {
          path: 'format',
          ...said('shared.backup.expectedFormat', `Expected "${BACKUP_FORMAT}".`, { format: BACKUP_FORMAT }),
        },
      ],
    )
  }
  const version = record.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(said('shared.backup.noVersion', 'The backup has no valid version number.'), [
      { path: 'version', ...said('shared.backup.expectedWholeNumber', 'Expected a whole number.') },
    ])
  }
  if (version > BACKUP_VERSION) {
    return fail(
      said(
        'shared.backup.newer',
        `This backup was made by a newer Herald (backup version ${version}; this Herald reads up to version ${BACKUP_VERSION}). Update Herald to restore it.`,
        { version, max: BACKUP_VERSION },
      ),
      [
        {
          path: 'version',
          ...said('shared.backup.atMost', `At most ${BACKUP_VERSION}.`, { max: BACKUP_VERSION }),
        },
      ],
    )
  }
  const parsed = backupFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issues = issuesFromZod(parsed.error)
    const count = issues.length
    return fail(
      said(
        'shared.backup.problems',
        count === 1
          ? 'The backup has a problem; nothing was restored.'
          : `The backup has ${count} problems; nothing was restored.`,
        { count },
      ),
      issues,
    )
  }
  return { ok: true, backup: parsed.data }
}
