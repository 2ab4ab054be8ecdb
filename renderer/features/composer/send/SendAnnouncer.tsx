import { useState } from 'react'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'

/**
 * Says a finished send out loud, politely: a live region that is always there (one added with its text
 * is not reliably read), worded once the draft records a send it did not have when it was opened.
 * Mount it with the draft's id as its key.
 */
export function SendAnnouncer({ draftId }: { draftId: string }) {
  const t = useT()
  const sent = useDraftsStore((state) => (state.draft?.id === draftId ? state.draft.sent : undefined))
  const [known] = useState(sent?.at)
  const fresh = sent && sent.at !== known ? sent : undefined
  return (
    <p className="visually-hidden" aria-live="polite">
      {fresh &&
        (fresh.action === 'edit'
          ? t(fresh.link ? 'composer.send.announce.editedLink' : 'composer.send.announce.edited')
          : t(fresh.link ? 'composer.send.announce.sentLink' : 'composer.send.announce.sent'))}
    </p>
  )
}
