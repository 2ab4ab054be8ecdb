import { said } from '../rpc/errors'
import type { ProblemLog } from './problems'
import { snakeKeys } from './normalize'

// Every format brought to one shape before mapping: named sets of raw messages and raw targets, each
// with the path it was found at, so problems point into the user's own file.

type Path = (string | number)[]
type Rec = Record<string, unknown>

export type RawMessage = {
  data: unknown
  name?: unknown
  reference?: unknown
  threadId?: unknown
  path: Path
}
export type RawTarget = { value: unknown; path: Path }
/** `path` locates the set itself (a backup entry), for problems about the whole set. */
export type RawSet = { name: string | null; messages: RawMessage[]; targets: RawTarget[]; path: Path }

export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Discohook's QueryData (editor state, share payload, backup v6–v8 entries): messages [{data, …}]. */
export function fromQueryMessages(messages: unknown, path: Path, log: ProblemLog): RawMessage[] {
  if (!Array.isArray(messages)) {
    log.add(path, 'not_a_list', said('import.notAList', 'Expected a list of messages here.'))
    return []
  }
  return messages.flatMap((m, i): RawMessage[] => {
    const at = [...path, i]
    if (!isRecord(m) || !('data' in m)) {
      log.add(
        at,
        'not_a_message',
        said('import.noMessageData', 'This entry has no message data; it was left out.'),
      )
      return []
    }
    return [
      { data: m.data, name: m.name, reference: m.reference, threadId: m.thread_id, path: [...at, 'data'] },
    ]
  })
}

/** Bare message bodies in a list (backup v4/v5, Embed Generator). */
function fromBodies(messages: unknown, path: Path, log: ProblemLog, reference?: unknown): RawMessage[] {
  if (!Array.isArray(messages)) {
    log.add(path, 'not_a_list', said('import.notAList', 'Expected a list of messages here.'))
    return []
  }
  return messages.map((data, i) => ({ data, reference, path: [...path, i] }))
}

function targetsOf(value: unknown, path: Path): RawTarget[] {
  return Array.isArray(value) ? value.map((t, i) => ({ value: t, path: [...path, i] })) : []
}

const nameOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

/** One entry of a backup file's `backups`, upgraded from its version (anchors §3.8). */
function backupEntry(version: number, b: unknown, path: Path, log: ProblemLog): RawSet | null {
  if (!isRecord(b)) {
    log.add(
      path,
      'not_a_backup',
      said('import.notABackup', 'This backup is not a JSON object; it was left out.'),
    )
    return null
  }
  const name = nameOf(b.name)
  const single = (url: unknown, key: string): RawTarget[] =>
    url ? [{ value: { url }, path: [...path, key] }] : []
  if (version === 3)
    return {
      path,
      name,
      messages: [{ data: b.message, path: [...path, 'message'] }],
      targets: single(b.webhookUrl, 'webhookUrl'),
    }
  if (version === 4)
    return {
      path,
      name,
      messages: fromBodies(b.messages, [...path, 'messages'], log),
      targets: single(b.webhookUrl, 'webhookUrl'),
    }
  const target = isRecord(b.target) ? b.target : {}
  if (version === 5)
    return {
      path,
      name,
      messages: fromBodies(b.messages, [...path, 'messages'], log, target.message),
      targets: target.url ? [{ value: { url: target.url }, path: [...path, 'target', 'url'] }] : [],
    }
  const messages = fromQueryMessages(b.messages, [...path, 'messages'], log)
  if (version === 6)
    return {
      path,
      name,
      messages,
      targets: target.url ? [{ value: { url: target.url }, path: [...path, 'target', 'url'] }] : [],
    }
  if (version >= 8) scheduleNotImported(b.schedule, name, [...path, 'schedule'], log)
  return { path, name, messages, targets: targetsOf(b.targets, [...path, 'targets']) }
}

/**
 * A version-8 backup may carry Discohook's own schedule ({cron, timezone}, run by Discohook's server).
 * Herald's schedules repeat daily, weekly or monthly from a wall time, not by cron, so the schedule is
 * not carried over; the user is told what it was rather than losing it without a word.
 */
function scheduleNotImported(schedule: unknown, name: string | null, path: Path, log: ProblemLog): void {
  if (!isRecord(schedule)) return
  const what = [
    typeof schedule.cron === 'string' ? `cron ${JSON.stringify(schedule.cron)}` : null,
    typeof schedule.timezone === 'string' ? schedule.timezone : 'UTC',
  ]
    .filter((part) => part !== null)
    .join(', ')
  log.add(
    path,
    'schedule_not_imported',
    name
      ? said(
          'import.scheduleNotImported',
          `Discohook's schedule for "${name}" (${what}) was not imported: Herald does not read cron schedules. Schedule the draft again with Schedule… beside Send.`,
          { name, what },
        )
      : said(
          'import.scheduleNotImported.unnamed',
          `Discohook's schedule for this backup (${what}) was not imported: Herald does not read cron schedules. Schedule the draft again with Schedule… beside Send.`,
          { what },
        ),
  )
}

/** A backup file, versions 1 to 8; later unknown versions are read as 8. */
export function fromBackupFile(file: Rec, log: ProblemLog): RawSet[] {
  const version = Number(file.version)
  if (version === 1 || version === 2) {
    const data = version === 1 ? snakeKeys(file.message) : file.message
    return [{ path: [], name: nameOf(file.name), messages: [{ data, path: ['message'] }], targets: [] }]
  }
  if (!Array.isArray(file.backups)) {
    log.add(['backups'], 'not_a_list', said('import.noBackups', 'This backup file has no list of backups.'))
    return []
  }
  if (version > 8)
    log.add(
      ['version'],
      'newer_version',
      said(
        'import.newerVersion',
        `Backup version ${version} is newer than Herald knows; read as version 8.`,
        {
          version,
        },
      ),
      'warning',
    )
  return file.backups.flatMap((b, i) => backupEntry(Math.min(version, 8), b, ['backups', i], log) ?? [])
}

/** Embed Generator's export: {messages:[{name, description, data}]}, one draft per message. */
export function fromEmbedGenerator(file: Rec): RawSet[] {
  const list = Array.isArray(file.messages) ? file.messages : []
  return list.map((m, i) => {
    const entry = isRecord(m) ? m : {}
    return {
      path: ['messages', i],
      name: nameOf(entry.name),
      messages: [{ data: entry.data, path: ['messages', i, 'data'] }],
      targets: [],
    }
  })
}
