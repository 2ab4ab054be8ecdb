import { isDeepStrictEqual } from 'node:util'
import type { HistoryEntryDetail, HistoryEntryView } from '@shared/rpc/areas/history'
import type { JournalEntry, StoredMessage } from '../../emulator/types'
import { identity } from './screen'
import type { World } from './world'
import { lastSeq } from './world'

/** Which invariant a step broke, and how: the test fails with this (and the trail of steps). */
export class Broken extends Error {
  constructor(
    readonly invariant:
      | 'posted twice'
      | 'attachment lost'
      | 'History differs'
      | 'wrong target'
      | 'asked twice'
      | 'file shown but not sent',
    detail: string,
  ) {
    super(`${invariant}: ${detail}`)
  }
}

const webhookOf = (entry: JournalEntry) => /\/webhooks\/(\d+)\//.exec(entry.path)?.[1] ?? ''

/**
 * A POST Discord turned into a message: answered 2xx, handled and then the connection reset, or handled
 * and answered 500 (the only status fault the model arms on a POST is one that stores, see actions.ts).
 */
function stored(entry: JournalEntry): boolean {
  if (entry.route !== 'executeWebhook') return false
  const status = entry.status ?? 0
  return (
    (status >= 200 && status < 300) ||
    entry.fault === 'resetAfterBody' ||
    (entry.fault === 'status' && status === 500)
  )
}

function postIdentity(entry: JournalEntry): string {
  const body = (entry.body ?? {}) as { content?: unknown }
  const content = typeof body.content === 'string' ? body.content : ''
  return identity(
    content,
    entry.files.map((file) => file.filename),
  )
}

/** No identity reaches one webhook more often than once plus the copies the user confirmed. */
function checkNoDuplicates(world: World) {
  const counts = new Map<string, number>()
  for (const entry of world.emulator.control.journal({ route: 'executeWebhook' }).filter(stored)) {
    const key = `${webhookOf(entry)}|${postIdentity(entry)}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
    world.ledger.posted.add(postIdentity(entry))
  }
  for (const [key, count] of counts) {
    const allowed = 1 + (world.ledger.allowance.get(key) ?? 0)
    if (count > allowed) {
      throw new Broken('posted twice', `${count} posts of "${key}" but ${allowed} allowed`)
    }
  }
}

/** The file names a stored message's embeds show through attachment://. */
function embedRefsOf(message: StoredMessage): string[] {
  return message.embeds.flatMap((embed) => {
    const e = embed as { image?: { url?: string }; thumbnail?: { url?: string } }
    return [e.image?.url, e.thumbnail?.url].flatMap((url) =>
      url?.startsWith('attachment://') ? [url.slice(13)] : [],
    )
  })
}

/**
 * Every attachment:// of a stored message names one of its files; an edit kept the files the screen
 * said it keeps, added none twice, and left each embed image alone unless the user changed images.
 */
function checkAttachments(world: World, messages: StoredMessage[]) {
  const { ledger } = world
  for (const message of messages) {
    const names = message.attachments.map((a) => a.filename)
    const refs = embedRefsOf(message)
    const unresolved = refs.filter((name) => !names.includes(name))
    if (unresolved.length > 0) {
      throw new Broken(
        'attachment lost',
        `message ${message.id} embeds show ${unresolved.join(', ')}: no such file`,
      )
    }
    const twice = names.filter((name, i) => names.indexOf(name) !== i)
    if (twice.length > 0)
      throw new Broken('attachment lost', `message ${message.id} has ${twice.join(', ')} twice`)
    if (ledger.editedNow.has(message.id)) {
      const missing = ledger.expectedFiles.get(message.id)?.filter((name) => !names.includes(name)) ?? []
      if (missing.length > 0) {
        throw new Broken(
          'attachment lost',
          `message ${message.id} lost ${missing.join(', ')} in an edit (has ${names.join(', ') || 'none'})`,
        )
      }
      const unshown = ledger.imagesTouched
        ? []
        : (ledger.embedRefs.get(message.id) ?? []).filter((n) => !refs.includes(n))
      if (unshown.length > 0) {
        throw new Broken(
          'attachment lost',
          `an edit that changed no image made ${unshown.join(', ')} no longer an embed image of message ${message.id}`,
        )
      }
    }
    ledger.embedRefs.set(message.id, refs)
  }
  ledger.editedNow.clear()
}

async function rpc<T>(world: World, method: string, input: unknown): Promise<T> {
  const response = await fetch(`${world.host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-herald-token': world.host.token },
    body: JSON.stringify(input),
  })
  const envelope = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } }
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error?.message ?? 'failed'}`)
  return envelope.value as T
}

/** What the user reads of a message: its text, its embeds and its loose files. */
function shown(message: Record<string, unknown>) {
  const attachments = Array.isArray(message.attachments)
    ? (message.attachments as { filename: string }[])
    : []
  return {
    content: message.content,
    embeds: message.embeds,
    files: attachments.map((a) => a.filename).sort(),
  }
}

/** History's latest version of each message is what Discord holds. */
async function checkHistory(world: World) {
  const list = await rpc<{ entries: HistoryEntryView[] }>(world, 'history.list', { limit: 200 })
  const held = new Map(world.emulator.control.messages().map((m) => [m.id as string, m]))
  for (const view of list.entries) {
    if (view.deletedAt) continue
    const { entry } = await rpc<{ entry: HistoryEntryDetail }>(world, 'history.get', { entryId: view.id })
    const onDiscord = held.get(entry.messageId)
    if (!onDiscord) throw new Broken('History differs', `History has ${entry.messageId}, Discord does not`)
    const [mine, theirs] = [shown(entry.current.message), shown(onDiscord)]
    if (!isDeepStrictEqual(mine, theirs)) {
      throw new Broken(
        'History differs',
        `message ${entry.messageId}: History ${JSON.stringify(mine)} vs Discord ${JSON.stringify(theirs)}`,
      )
    }
  }
}

/**
 * Every message request of the step went to the webhook, and with the token, that a target card showed
 * when Send was pressed (the card shows the token's last four characters).
 */
function checkRouting(world: World) {
  const { ledger } = world
  for (const entry of world.emulator.control.journal({ since: ledger.checkedSeq })) {
    if (entry.route !== 'executeWebhook' && entry.route !== 'editWebhookMessage') continue
    const m = /\/webhooks\/(\d+)\/([^/]+)/.exec(entry.path)
    const went = m ? `${m[1]}/${(m[2] as string).slice(-4)}` : entry.path
    if (!ledger.cardTargets.has(went)) {
      const card = [...ledger.cardTargets].join(', ') || 'nothing'
      throw new Broken('wrong target', `${entry.method} went to ${went}; the cards said ${card}`)
    }
  }
  ledger.checkedSeq = lastSeq(world)
  ledger.cardTargets.clear()
}

export async function checkInvariants(world: World): Promise<void> {
  checkRouting(world)
  checkNoDuplicates(world)
  const { messages } = await world.emulator.control.snapshot()
  checkAttachments(world, messages)
  await checkHistory(world)
}
