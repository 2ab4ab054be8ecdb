import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import type { UpdatePhase } from './useStatusUpdate'

type Props = { name: string; phase: UpdatePhase; onRepost(): void; onDismiss(): void }

/** What came of an update: edited, replaced by a newer update, gone from Discord (with the remedy), failed. */
export function StatusResult({ name, phase, onRepost, onDismiss }: Props) {
  if (phase.kind === 'failed') return <ErrorNotice error={phase.error} onDismiss={onDismiss} />
  if (phase.kind === 'reposted') {
    return (
      <Notice tone="success" title="Posted anew" onDismiss={onDismiss}>
        <p className="notice__text">
          Posted a new message ({phase.messageId}) and made it the status message “{name}”.
        </p>
      </Notice>
    )
  }
  if (phase.kind !== 'done') return null
  const { result } = phase
  if (result.outcome === 'edited') {
    return (
      <Notice tone="success" title="Status message updated" onDismiss={onDismiss}>
        <p className="notice__text">“{name}” was edited in place.</p>
      </Notice>
    )
  }
  if (result.outcome === 'superseded') {
    return (
      <Notice tone="info" title="A newer update went out instead" onDismiss={onDismiss}>
        <p className="notice__text">
          Another update to “{name}” came right after this one, so only the newer one was sent (one edit
          instead of two).
        </p>
      </Notice>
    )
  }
  return (
    <Notice
      tone="warning"
      title="The status message is gone"
      actions={
        <Button tone="primary" onClick={onRepost}>
          Post as a new message and mark it
        </Button>
      }
      onDismiss={onDismiss}
    >
      <p className="notice__text">{result.message}</p>
    </Notice>
  )
}
