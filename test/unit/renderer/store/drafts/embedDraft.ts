import type { Draft, DraftFile } from '@shared/drafts/draft'

/** A draft with one message whose body is `data`, for the embed and field reducers' tests. */
export function embedDraft(data: Record<string, unknown> = {}, files: DraftFile[] = []): Draft {
  return {
    id: 'draft0001',
    name: 'Test',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    messages: [{ id: 'msg1', data, files }],
    targets: [],
    sent: null,
  }
}

export function stagedFile(name: string, contentType = 'image/png'): DraftFile {
  return { handle: 'a'.repeat(32), name, size: 10, contentType, spoiler: false, description: '' }
}

/** The embeds of the draft's first message. */
export function embeds(draft: Draft): Record<string, unknown>[] {
  return (draft.messages[0]?.data.embeds as Record<string, unknown>[] | undefined) ?? []
}
