import type { DraftMessage, DraftTarget } from '@shared/drafts/draft'
import type { MethodOutput } from '@shared/rpc'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '../../i18n/current'
import type { NewDraft } from '../drafts/store'

export type PreparedEdit = MethodOutput<'history.prepareEdit'>

function newMessageId(): string {
  return `m${Math.random().toString(36).slice(2, 10)}`
}

/** The first words of the message's content, if it has any. */
function firstWords(data: Record<string, unknown>): string {
  const content = typeof data.content === 'string' ? (data.content.trim().split('\n')[0] ?? '') : ''
  return content.length > 40 ? `${content.slice(0, 40)}…` : content
}

/** A new draft's name, in the page's language when it is made (the name is the user's to change after). */
function draftName(data: Record<string, unknown>, named: (t: Translate, words: string) => string): string {
  return named(currentTranslator(), firstWords(data)).slice(0, 100)
}

/**
 * A new draft that edits a sent message: everything the message has (content, embeds, overrides) in the
 * editor, every file it holds kept (those the embeds show included), and the body as it is now as the
 * diff's "before".
 */
export function editDraftOf(prepared: PreparedEdit): NewDraft {
  // The services list every file the message holds and give its embeds attachment://name for them.
  const { attachments: _listed, ...data } = prepared.payload
  const kept = [...prepared.attachments]
  const message: DraftMessage = {
    id: newMessageId(),
    data,
    files: [],
    ...(prepared.threadId ? { threadId: prepared.threadId } : {}),
    reference: {
      messageId: prepared.messageId,
      webhookId: prepared.target.webhookId,
      threadId: prepared.threadId,
      entryId: prepared.entryId,
      before: prepared.payload,
      kept,
      componentsV2: prepared.componentsV2,
    },
  }
  const targets: DraftTarget[] = [{ kind: 'saved', webhookId: prepared.target.webhookId }]
  const name = draftName(data, (t, words) =>
    words ? t('last.draftName.edit', { words }) : t('last.draftName.editMessage', { id: prepared.messageId }),
  )
  return { name, messages: [message], targets }
}

/** A new draft that starts from a history entry's body; it goes to the same webhook when that is saved. */
export function duplicateDraftOf(data: Record<string, unknown>, webhookId: string | undefined): NewDraft {
  const targets: DraftTarget[] = webhookId ? [{ kind: 'saved', webhookId }] : []
  return {
    name: draftName(data, (t, words) =>
      words ? t('last.draftName.copy', { words }) : t('last.draftName.copyOfSent'),
    ),
    messages: [{ id: newMessageId(), data, files: [] }],
    targets,
  }
}
