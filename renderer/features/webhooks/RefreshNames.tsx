import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { usePlacesStore } from '../../store/webhooks/places'
import { drop } from '../../util/drop'

/** Reads the servers' and channels' names again with the saved bot tokens (after a rename on Discord). */
export function RefreshNamesButton({ locked }: { locked: boolean }) {
  const names = usePlacesStore((state) => state.names)
  const refresh = usePlacesStore((state) => state.refreshNames)
  const busy = names.phase === 'refreshing'
  const t = useT()
  return (
    <Button
      busy={busy}
      disabled={locked || busy}
      title={t('webhooks.names.hint')}
      onClick={() => drop(refresh())}
    >
      {busy ? t('webhooks.names.refreshing') : t('webhooks.names.refresh')}
    </Button>
  )
}

/** What the last refresh did, and what to do about servers no bot token sees. */
export function NamesOutcome() {
  const names = usePlacesStore((state) => state.names)
  const dismiss = usePlacesStore((state) => state.dismissNames)
  const t = useT()
  if (names.phase === 'failed') return <ErrorNotice error={names.error} onDismiss={dismiss} />
  if (names.phase !== 'done') return null
  return (
    <Notice
      tone={names.unseen > 0 ? 'info' : 'success'}
      title={t('webhooks.names.read', { count: names.servers })}
      onDismiss={dismiss}
    >
      {names.unseen > 0 && (
        <p className="notice__text">{t('webhooks.names.unseen', { count: names.unseen })}</p>
      )}
    </Notice>
  )
}
