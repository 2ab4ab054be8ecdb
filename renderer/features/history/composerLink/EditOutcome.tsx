import { ErrorNotice } from '../../../components/ErrorNotice'
import { Notice } from '../../../components/Notice'
import { useComposerRequestStore } from '../../../store/history/composerRequest'

/** Under the composer: the edit was saved, or why it was not (the dialog shows it too). */
export function EditOutcome() {
  const outcome = useComposerRequestStore((state) => state.editOutcome)
  const dismiss = useComposerRequestStore((state) => state.dismissEditOutcome)
  if (outcome.phase === 'failed') return <ErrorNotice error={outcome.error} onDismiss={dismiss} />
  if (outcome.phase !== 'edited') return null
  return (
    <Notice tone="success" title="Message edited" onDismiss={dismiss}>
      <p className="notice__text">
        Message <code>{outcome.messageId}</code> was updated on Discord; the history keeps the earlier
        version.
      </p>
    </Notice>
  )
}
