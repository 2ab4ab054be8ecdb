import { useEffect, useMemo } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { filterGroups, webhooksSelectors } from '../../store/webhooks/selectors'
import { usePlacesStore } from '../../store/webhooks/places'
import { useWebhooksStore } from '../../store/webhooks/store'
import { BotTokens } from '../botTokens'
import { AwaitingWebhooks } from '../settings/backup/AwaitingWebhooks'
import { StatusList } from '../status/StatusList'
import { VaultGate } from '../vault'
import { AddWebhookForm } from './AddWebhookForm'
import { EmptyLibrary } from './EmptyLibrary'
import { LibraryGroups } from './LibraryGroups'
import { LibraryToolbar } from './LibraryToolbar'
import '../../styles/library.css'

/** The webhook library: add, group, name, order, check, copy, revoke; and the bot-token tools. */
export function Webhooks() {
  const start = useWebhooksStore((state) => state.start)
  useEffect(() => start(), [start])
  // Every screen stays mounted, so this keeps the names fresh from the start (see the places store).
  const startPlaces = usePlacesStore((state) => state.start)
  useEffect(() => startPlaces(), [startPlaces])
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const status = useWebhooksStore(webhooksSelectors.status)
  const loadError = useWebhooksStore(webhooksSelectors.loadError)
  const query = useWebhooksStore(webhooksSelectors.query)
  const locked = !useVaultStore(vaultSelectors.isUnlocked)
  const t = useT()
  const shown = useMemo(() => filterGroups(servers, query), [servers, query])

  return (
    <div className="screen screen--wide">
      <header className="screen__header">
        <h1>{t('webhooks.title')}</h1>
        <p className="screen__lede">{t('webhooks.lede')}</p>
      </header>
      <VaultGate />
      <AddWebhookForm />
      <AwaitingWebhooks locked={locked} />
      <section className="stack" aria-labelledby="library-heading">
        <h2 id="library-heading" className="section-title">
          {t('webhooks.library')}
        </h2>
        {servers.length > 0 && <LibraryToolbar locked={locked} />}
        {loadError && <ErrorNotice error={loadError} />}
        {status === 'loading' && (
          <p className="loading" role="status">
            {t('webhooks.loading')}
          </p>
        )}
        {status === 'ready' && shown.length === 0 && <EmptyLibrary searching={servers.length > 0} />}
        {shown.length > 0 && (
          <LibraryGroups servers={shown} locked={locked} reorderable={query.trim() === ''} />
        )}
      </section>
      <StatusList />
      <BotTokens locked={locked} />
    </div>
  )
}
