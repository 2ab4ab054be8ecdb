import { JSON_MAX_DEPTH, JSON_TEXTS, readJson } from '../json/readJson'
import type { JsonRefusal } from '../json/readJson'
import { said, type Said } from '../rpc/errors'
import { base64UrlDecodeText } from './base64url'
import { glitchiiText, splitLink } from './links'
import { buildDrafts } from './build'
import { ProblemLog } from './problems'
import { fromBackupFile, fromEmbedGenerator, fromQueryMessages, isRecord, type RawSet } from './sources'
import { snakeKeys } from './normalize'
import { isBackupShape } from './shape'
import type { ImportFormat, ImportResult } from './types'

// Reads whatever the user dropped or pasted: a link (decoded here, never fetched) or JSON text, and
// recognises the format by its shape (anchors §3.10).

type Read = { format: ImportFormat; version?: number; sets: RawSet[]; name: string }

const BODY_KEYS = ['content', 'embeds', 'embed', 'components', 'username', 'avatar_url', 'poll']

function fromJson(value: unknown, log: ProblemLog): Read | null {
  if (!isRecord(value)) {
    log.add(
      [],
      'not_an_object',
      said('import.notAnObject', 'This is not a Discohook, Embed Generator or Discord message JSON object.'),
    )
    return null
  }
  if (isBackupShape(value)) {
    const version = typeof value.version === 'number' ? value.version : 8
    return {
      format: 'discohook-backup',
      version,
      sets: fromBackupFile({ ...value, version }, log),
      name: 'Imported backup',
    }
  }
  if (Array.isArray(value.messages)) {
    const first: unknown = value.messages[0]
    if (isRecord(first) && 'description' in first && !('reference' in first) && !('thread_id' in first))
      return { format: 'embed-generator', sets: fromEmbedGenerator(value), name: 'Embed Generator message' }
    const messages = fromQueryMessages(value.messages, ['messages'], log)
    const targets = Array.isArray(value.targets)
      ? value.targets.map((t, i) => ({ value: t, path: ['targets', i] }))
      : []
    // Discohook's editor data has no draft name; its messages' names are what it carries.
    const named = messages.find((m) => typeof m.name === 'string' && m.name.trim() !== '')?.name
    return {
      format: 'discohook-editor',
      sets: [{ path: [], name: typeof named === 'string' ? named.trim() : null, messages, targets }],
      name: 'Imported from Discohook',
    }
  }
  if (BODY_KEYS.some((k) => k in value))
    return {
      format: 'message-body',
      sets: [{ path: [], name: null, messages: [{ data: value, path: [] }], targets: [] }],
      name: 'Imported message',
    }
  log.add([], 'unknown_format', said('import.unknownFormat', 'This JSON is not a format Herald can import.'))
  return null
}

/** Nesting and values are bounded before anything is built (issue 24); a Discohook backup fits easily. */
const IMPORT_JSON_LIMITS = { maxDepth: JSON_MAX_DEPTH, maxValues: 2_000_000 }

const JSON_CODES = { tooDeep: 'too_deep', tooManyValues: 'too_large', malformed: 'bad_json' } as const

/** readJson's sentence as the import words it, with its phrase; a parser's own reason stays as it is. */
function jsonProblem(read: JsonRefusal): Said {
  const { problem, reason } = read
  const { maxDepth, maxValues } = IMPORT_JSON_LIMITS
  if (problem === 'tooDeep')
    return said(
      'import.tooDeep',
      `This is nested more than ${maxDepth} levels deep, deeper than anything Herald reads.`,
      { maxDepth },
    )
  if (problem === 'tooManyValues')
    return said(
      'import.tooLarge',
      `This holds more than ${maxValues.toLocaleString('en-US')} values, more than Herald reads at once.`,
      { maxValues },
    )
  if (reason === undefined) return said('import.notJson', 'This is not valid JSON.')
  return said('import.badJson', `This is not valid JSON: ${reason}`, { reason })
}

function parseJson(text: string, log: ProblemLog, path: (string | number)[] = []): unknown {
  const read = readJson(text, IMPORT_JSON_LIMITS, JSON_TEXTS.this)
  if (read.ok) return read.value
  log.add(path, JSON_CODES[read.problem], jsonProblem(read))
  return undefined
}

function fromLink(link: string, log: ProblemLog): Read | null {
  const { host, params } = splitLink(link)
  const discohook = /(^|\.)discohook\.(app|org)$/.test(host)
  if (params.has('share')) {
    log.add(
      ['share'],
      'share_needs_network',
      said(
        'import.shareNeedsNetwork',
        "A ?share= link is kept on Discohook's server; Herald does not fetch it. Open it in Discohook and copy a ?data= link or the JSON.",
      ),
    )
    return null
  }
  const data = params.get('data')
  const message = params.get('message')
  if (data !== undefined) {
    const text = discohook ? base64UrlDecodeText(data) : (glitchiiText(data) ?? base64UrlDecodeText(data))
    if (text === null) {
      log.add(
        ['data'],
        'bad_link',
        said('import.badData', 'The ?data= part of this link is not readable base64.'),
      )
      return null
    }
    const read = fromJson(parseJson(text, log, ['data']), log)
    if (!read) return null
    if (read.format === 'discohook-editor') return { ...read, format: 'discohook-link' }
    if (read.format === 'message-body' && !discohook) return { ...read, format: 'glitchii-link' }
    return read
  }
  if (message !== undefined) {
    const text = base64UrlDecodeText(message)
    const value = text === null ? undefined : parseJson(text, log, ['message'])
    if (!isRecord(value)) {
      if (text === null)
        log.add(
          ['message'],
          'bad_link',
          said('import.badMessage', 'The ?message= part of this link is not readable base64.'),
        )
      return null
    }
    const body = isRecord(value.message) ? value.message : value
    return {
      format: 'discohook-message-link',
      sets: [{ path: [], name: null, messages: [{ data: snakeKeys(body), path: ['message'] }], targets: [] }],
      name: 'Imported from Discohook',
    }
  }
  log.add(
    [],
    'unknown_link',
    said('import.unknownLink', 'This link carries no message data (no ?data= or ?message=).'),
  )
  return null
}

/** Decodes the text of a file, the clipboard or a link. Never fetches anything. */
export function decodeImport(input: string): ImportResult {
  const log = new ProblemLog()
  const text = input.trim().replace(/^\uFEFF/, '')
  let read: Read | null = null
  if (/^https?:\/\//i.test(text) && !/\s/.test(text)) read = fromLink(text, log)
  else if (text === '') log.add([], 'empty', said('import.empty', 'There is nothing to import.'))
  else {
    const value = parseJson(text, log)
    if (value !== undefined) read = fromJson(value, log)
  }
  if (!read) return { format: null, drafts: [], webhooks: [], problems: log.list, dropped: log.dropped }
  const { drafts, webhooks } = buildDrafts(read.sets, read.name, log)
  const result: ImportResult = {
    format: read.format,
    drafts,
    webhooks,
    problems: log.list,
    dropped: log.dropped,
  }
  if (read.version !== undefined) result.version = read.version
  return result
}
