import { DRAFT_MESSAGES_MAX, DRAFT_NAME_MAX } from '../drafts/draft'
import { findProblems } from '../discord/measure'
import { formatPath } from '../discord/problems'
import { isSnowflake } from '../discord/snowflake'
import { said } from '../rpc/errors'
import { normalizeMessageData } from './normalize'
import type { ProblemLog } from './problems'
import { parseReference, parseWebhookUrl } from './refs'
import { isRecord, type RawMessage, type RawSet } from './sources'
import type { FoundWebhook, ImportedDraft, ImportedMessage } from './types'

function buildMessage(raw: RawMessage, log: ProblemLog): ImportedMessage | null {
  const data = normalizeMessageData(raw.data, raw.path, log)
  if (data === null) return null
  const out: ImportedMessage = { data }
  if (typeof raw.name === 'string' && raw.name.trim() !== '')
    out.name = raw.name.trim().slice(0, DRAFT_NAME_MAX)
  const parent = raw.path.slice(0, -1)
  if (raw.reference !== undefined && raw.reference !== null && raw.reference !== '') {
    const ref = parseReference(raw.reference, isRecord(raw.data) ? raw.data.webhook_id : undefined)
    if (ref) out.reference = ref
    else
      log.add(
        [...parent, 'reference'],
        'bad_reference',
        said(
          'import.badReference',
          'This is neither a message id nor a message link; the message is imported as a new one.',
        ),
      )
  }
  if (raw.threadId !== undefined && raw.threadId !== null && raw.threadId !== '') {
    if (typeof data.thread_name === 'string' && data.thread_name !== '')
      // Discohook sends a new post when both are set; so does Herald, by not keeping the thread.
      log.add(
        [...parent, 'thread_id'],
        'thread_and_post',
        said(
          'import.threadAndPost',
          'A new post (thread_name) cannot go into an existing thread; the thread was left out.',
        ),
        'warning',
      )
    else if (typeof raw.threadId === 'string' && isSnowflake(raw.threadId)) out.threadId = raw.threadId
    else
      log.add(
        [...parent, 'thread_id'],
        'bad_thread',
        said('import.badThread', 'This is not a thread id; it was left out.'),
      )
  }
  // Each problem Discord would refuse is reported where it sits in the file; the message is still kept
  // (a draft may be half-written) so the user fixes it in the composer rather than losing it.
  const kind = out.reference ? 'edit' : 'execute'
  for (const p of findProblems(data, { kind })) log.add([...raw.path, ...p.path], p.code, p, 'warning')
  return out
}

const cut = (name: string): string => name.slice(0, DRAFT_NAME_MAX)

/**
 * Named sets of raw messages become drafts of at most DRAFT_MESSAGES_MAX messages (larger sets are
 * split into "Name (2)", …); target URLs become found webhooks, their ?thread_id= moving into the
 * messages that have none.
 */
export function buildDrafts(
  sets: RawSet[],
  fallbackName: string,
  log: ProblemLog,
): { drafts: ImportedDraft[]; webhooks: FoundWebhook[] } {
  const drafts: ImportedDraft[] = []
  const webhooks: FoundWebhook[] = []
  sets.forEach((set, setIndex) => {
    const mine: number[] = []
    let thread: string | null = null
    for (const t of set.targets) {
      const value = isRecord(t.value) ? t.value : {}
      if (value.type !== undefined && value.type !== 1) {
        log.add(
          t.path,
          'target_unsupported',
          said(
            'import.targetUnsupported',
            'Only Discord webhook URLs can be imported as targets; this one was left out.',
          ),
          'warning',
        )
        continue
      }
      const parsed = parseWebhookUrl(value.url)
      if (!parsed) {
        log.add(
          [...t.path, 'url'],
          'bad_webhook_url',
          said('import.badWebhookUrl', 'This is not a Discord webhook URL; it was left out.'),
        )
        continue
      }
      thread ??= parsed.threadId
      let index = webhooks.findIndex((w) => w.url === parsed.url)
      if (index < 0) index = webhooks.push({ url: parsed.url, webhookId: parsed.webhookId, pathText: '' }) - 1
      const found = webhooks[index]
      if (found && found.pathText === '')
        found.pathText = formatPath(typeof t.path.at(-1) === 'number' ? [...t.path, 'url'] : t.path)
      if (!mine.includes(index)) mine.push(index)
    }
    const messages = set.messages.flatMap((m) => buildMessage(m, log) ?? [])
    if (thread) for (const m of messages) if (!m.threadId && !m.data.thread_name) m.threadId = thread
    const base = cut(set.name ?? (sets.length > 1 ? `${fallbackName} ${setIndex + 1}` : fallbackName))
    for (let start = 0; start < Math.max(messages.length, 1); start += DRAFT_MESSAGES_MAX) {
      const part = messages.slice(start, start + DRAFT_MESSAGES_MAX)
      if (part.length === 0) {
        log.add(
          set.path,
          'empty_set',
          said('import.emptySet', `"${base}" has no message that could be read; no draft was made for it.`, {
            base,
          }),
        )
        break
      }
      const name = start === 0 ? base : cut(`${base} (${start / DRAFT_MESSAGES_MAX + 1})`)
      drafts.push({ name, messages: part, webhooks: mine })
    }
  })
  return { drafts, webhooks }
}
