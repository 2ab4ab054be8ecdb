import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { usePlacesStore } from '../../store/webhooks/places'
import { count } from '../../util/count'
import { drop } from '../../util/drop'

/** Reads the servers' and channels' names again with the saved bot tokens (after a rename on Discord). */
export function RefreshNamesButton({ locked }: { locked: boolean }) {
  const names = usePlacesStore((state) => state.names)
  const refresh = usePlacesStore((state) => state.refreshNames)
  const busy = names.phase === 'refreshing'
  return (
    <Button
      busy={busy}
      disabled={locked || busy}
      title="Read the server and channel names from Discord with your saved bot tokens"
      onClick={() => drop(refresh())}
    >
      {busy ? 'Refreshing names…' : 'Refresh names'}
    </Button>
  )
}

/** What the last refresh did, and what to do about servers no bot token sees. */
export function NamesOutcome() {
  const names = usePlacesStore((state) => state.names)
  const dismiss = usePlacesStore((state) => state.dismissNames)
  if (names.phase === 'failed') return <ErrorNotice error={names.error} onDismiss={dismiss} />
  if (names.phase !== 'done') return null
  return (
    <Notice
      tone={names.unseen > 0 ? 'info' : 'success'}
      title={`Names read for ${count(names.servers, 'server')}`}
      onDismiss={dismiss}
    >
      {names.unseen > 0 && (
        <p className="notice__text">
          No saved bot token is a member of {count(names.unseen, 'other server')}: name them and their
          channels by hand (Rename), or add a bot token of those servers under Bot tokens.
        </p>
      )}
    </Notice>
  )
}
