import { Button } from '../components/Button'
import { Notice } from '../components/Notice'

/** What a screen shows when it could not be drawn: the other screens and the sidebar keep working. */
export function ScreenError({ label, error, retry }: { label: string; error: Error; retry: () => void }) {
  return (
    <Notice
      tone="error"
      title={`The ${label} screen could not be drawn`}
      actions={
        <Button tone="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      <p className="notice__text">{error.message}</p>
      <p className="notice__hint">
        Nothing was lost: what you saved is on disk. Other screens still work from the sidebar.
      </p>
    </Notice>
  )
}
