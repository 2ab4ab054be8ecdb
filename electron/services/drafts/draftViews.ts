import type { Draft, DraftMessage, DraftSummary } from '@shared/drafts/draft'

const PREVIEW_MAX = 120

/** The drafts list's row: a few words of the first message, whether it was sent or edits a message. */
export function summaryOf(draft: Draft): DraftSummary {
  return {
    id: draft.id,
    name: draft.name,
    updatedAt: draft.updatedAt,
    preview: previewOf(draft.messages[0]),
    sentAt: draft.sent?.at ?? null,
    editing: draft.messages.some((message) => message.reference !== undefined),
  }
}

function previewOf(message: DraftMessage | undefined): string {
  const data = message?.data ?? {}
  const embed = Array.isArray(data.embeds)
    ? (data.embeds[0] as Record<string, unknown> | undefined)
    : undefined
  const text = [data.content, embed?.title, embed?.description].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX)
}

export function handlesOf(draft: Pick<Draft, 'messages'>): string[] {
  return draft.messages.flatMap((message) => message.files.map((file) => file.handle))
}

export function sealedRefsOf(draft: Pick<Draft, 'targets'>): string[] {
  return draft.targets.flatMap((target) => (target.kind === 'sealed' ? [target.ref] : []))
}
