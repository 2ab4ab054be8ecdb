import { Button } from '@renderer/components/Button'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'

/** Whether the open draft is on disk: "Saved", "Saving…", or why not, with a retry. */
export function SaveStatus() {
  const save = useDraftsStore((state) => state.save)
  const flush = useDraftsStore((state) => state.flush)
  if (save.phase === 'failed') {
    return (
      <span className="save-status save-status--failed" role="status" aria-label="Save state">
        Not saved: {save.error.message}{' '}
        <Button className="button--small" onClick={() => drop(flush())}>
          Retry saving
        </Button>
      </span>
    )
  }
  const text = save.phase === 'saved' ? 'Saved' : 'Saving…'
  return (
    <span className="save-status" role="status" aria-label="Save state">
      {text}
    </span>
  )
}
