import type { DraftTarget } from '@shared/drafts/draft'
import { maskWebhookUrl, parseWebhookUrl } from '@shared/discord/urls'
import type { Translate } from '@shared/i18n'
import { phraseText } from '@shared/i18n'
import type { Target } from '@shared/rpc/areas/send'
import { currentTranslator } from '@renderer/i18n/current'
import type { LocatedWebhook } from './locate'
import { unusableReason } from './locate'

/** The URL the user pasted into this draft's "Webhook URL" box, kept in memory only. */
export type PastedInput = {
  text: string
  /** The text the draft's sealed target was made from; it matches `text` once sealing succeeded. */
  sealedText: string | undefined
}

export type LibraryView = {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** The saved webhook with this id, when the library has it. */
  locate(webhookId: string): LocatedWebhook | undefined
}

/**
 * Where Send goes, described for the card and for the readiness check alike, so what the screen shows
 * and what is sent cannot disagree. `send` is the RPC target; `problem` says why there is none.
 */
export type Destination =
  | { kind: 'none'; problem: string }
  | { kind: 'saved'; webhookId: string; located: LocatedWebhook | undefined; problem?: string; send?: Target }
  | {
      kind: 'pasted'
      webhookId: string | undefined
      maskedUrl: string
      /** Sealed in the vault (kept with the draft) or held in memory only. */
      sealed: boolean
      /** The saved webhook this URL is (same id and token tail); undefined for any other token. */
      located: LocatedWebhook | undefined
      /** A saved webhook with this id but another token: the pasted URL stays its own target. */
      otherToken?: LocatedWebhook | undefined
      urlThreadId?: string | undefined
      problem?: string
      send?: Target
    }

export function resolveDestination(
  target: DraftTarget | undefined,
  pasted: PastedInput | undefined,
  library: LibraryView,
  apiBase: string | undefined,
  t: Translate = currentTranslator(),
): Destination {
  if (target?.kind === 'saved') return savedDestination(target.webhookId, library, t)
  const text = pasted?.text.trim() ?? ''
  if (text !== '') {
    if (apiBase === undefined) return { kind: 'none', problem: t('composer.target.readingSettings') }
    const parsed = parseWebhookUrl(text, { apiBase })
    if (!parsed.ok) return { kind: 'none', problem: phraseText(t, parsed.phrase, parsed.message) }
    const sealedHere =
      target?.kind === 'sealed' && target.webhookId === parsed.id && pasted?.sealedText?.trim() === text
    const maskedUrl = maskWebhookUrl(parsed)
    return {
      kind: 'pasted',
      webhookId: parsed.id,
      maskedUrl,
      sealed: sealedHere,
      ...savedMatch(library.locate(parsed.id), maskedUrl),
      urlThreadId: parsed.threadId,
      send: sealedHere ? { kind: 'sealed', ref: target.ref } : { kind: 'url', url: text },
    }
  }
  if (target?.kind === 'sealed') {
    return {
      kind: 'pasted',
      webhookId: target.webhookId,
      maskedUrl: target.maskedUrl,
      sealed: true,
      ...savedMatch(library.locate(target.webhookId), target.maskedUrl),
      send: { kind: 'sealed', ref: target.ref },
    }
  }
  return { kind: 'none', problem: t('composer.target.choose') }
}

/**
 * A pasted URL is the saved webhook only when it carries the saved token (the masked forms, id and token
 * tail, agree); with another token it is its own target, and its failures never touch the saved one.
 */
function savedMatch(
  saved: LocatedWebhook | undefined,
  maskedUrl: string,
): { located: LocatedWebhook | undefined; otherToken?: LocatedWebhook } {
  if (!saved || saved.webhook.maskedUrl === maskedUrl) return { located: saved }
  return { located: undefined, otherToken: saved }
}

function savedDestination(webhookId: string, library: LibraryView, t: Translate): Destination {
  const located = library.locate(webhookId)
  const base = { kind: 'saved', webhookId, located } as const
  if (!located) {
    if (library.status === 'failed')
      return {
        ...base,
        problem: t('composer.target.libraryFailed'),
      }
    if (library.status !== 'ready') return { ...base, problem: t('composer.target.libraryLoading') }
    return {
      ...base,
      problem: t('composer.target.removed', { id: webhookId }),
    }
  }
  const unusable = unusableReason(located.webhook, t)
  if (unusable) return { ...base, problem: unusable }
  return { ...base, send: { kind: 'saved', webhookId } }
}
