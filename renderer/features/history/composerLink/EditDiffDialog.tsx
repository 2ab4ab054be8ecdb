import { useMemo } from 'react'
import { diffMessages } from '../../../../shared/history/diff'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { useComposerRequestStore } from '../../../store/history/composerRequest'
import { drop } from '../../../util/drop'
import type { PendingDiff } from './useComposerLink'

const kinds = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const

/** The last look before a PATCH: each field that changes, before and after. */
export function EditDiffDialog({
  diff,
  messageId,
  onClose,
}: {
  diff: PendingDiff
  messageId: string
  onClose(): void
}) {
  const changes = useMemo(() => diffMessages(diff.before, diff.after), [diff])
  const submitEdit = useComposerRequestStore((state) => state.submitEdit)
  const outcome = useComposerRequestStore((state) => state.editOutcome)
  const confirm = async () => {
    const result = await submitEdit(diff.after)
    if (result.phase === 'edited') onClose()
  }
  return (
    <ConfirmDialog
      title={`Save the edit of message ${messageId}?`}
      confirmLabel="Save edit"
      busy={outcome.phase === 'saving'}
      error={outcome.phase === 'failed' ? outcome.error : undefined}
      onConfirm={() => drop(confirm())}
      onClose={onClose}
    >
      {changes.length === 0 ? (
        <p>Nothing changes: saving sends the message as it is.</p>
      ) : (
        <ul className="diff" aria-label="What changes">
          {changes.map((change) => (
            <li key={change.path} className={`diff__item diff__item--${change.kind}`}>
              <span className="diff__head">
                {kinds[change.kind]} <code>{change.path}</code>
              </span>
              {change.kind !== 'added' && (
                <span className="diff__before">
                  <span className="visually-hidden">Before: </span>
                  {show(change.before)}
                </span>
              )}
              {change.kind !== 'removed' && (
                <span className="diff__after">
                  <span className="visually-hidden">After: </span>
                  {show(change.after)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  )
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
