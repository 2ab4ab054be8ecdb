import { useState } from 'react'
import { useDraftsStore } from '@renderer/store/drafts/store'

/**
 * Says a finished send out loud, politely: a live region that is always there (one added with its text
 * is not reliably read), worded once the draft records a send it did not have when it was opened.
 * Mount it with the draft's id as its key.
 */
export function SendAnnouncer({ draftId }: { draftId: string }) {
  const sent = useDraftsStore((state) => (state.draft?.id === draftId ? state.draft.sent : undefined))
  const [known] = useState(sent?.at)
  const fresh = sent && sent.at !== known ? sent : undefined
  return (
    <p className="visually-hidden" aria-live="polite">
      {fresh &&
        `${fresh.action === 'edit' ? 'Edit saved' : 'Sent'}. The result is shown above Send${fresh.link ? ', with its link' : ''}.`}
    </p>
  )
}
