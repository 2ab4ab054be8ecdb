import { useEffect, useState } from 'react'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { historySelectors } from '../../store/history/selectors'
import { useHistoryStore } from '../../store/history/store'
import { useNavigationStore } from '../../store/navigation/store'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { useBotTokensStore } from '../../store/botTokens/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'
import { VaultGate } from '../vault'
import { HistoryFilters } from './HistoryFilters'
import { HistoryRow } from './HistoryRow'
import { LoadByLinkForm } from './LoadByLinkForm'
import type { PreviewVersion } from './preview/HistoryPreview'
import { HistoryPreview } from './preview/HistoryPreview'
import '../../styles/library.css'
import { useT } from '@renderer/i18n/store'

/** Every message sent (or loaded) through Herald, newest first, each one reopenable. */
export function History() {
  const t = useT()
  const start = useHistoryStore((state) => state.start)
  const startLibrary = useWebhooksStore((state) => state.start)
  useEffect(() => start(), [start])
  useEffect(() => startLibrary(), [startLibrary])
  const entries = useHistoryStore(historySelectors.entries)
  const total = useHistoryStore(historySelectors.total)
  const status = useHistoryStore(historySelectors.status)
  const loadError = useHistoryStore(historySelectors.loadError)
  const hasMore = useHistoryStore(historySelectors.hasMore)
  const view = useHistoryStore(historySelectors.view)
  const query = useHistoryStore(historySelectors.query)
  const loadMore = useHistoryStore((state) => state.loadMore)
  const locked = !useVaultStore(vaultSelectors.isUnlocked)
  const savedCount = useWebhooksStore((state) => state.total)
  const hasWebhooks = savedCount > 0
  const load = useHistoryStore((state) => state.load)
  const servers = useWebhooksStore((state) => state.servers)
  const botTokenCount = useBotTokensStore((state) => state.tokens.length)
  // Rows show the library's labels and names, and names a saved bot token reads; Edit needs the webhook
  // saved: list again when the library or its names change, or a bot token is saved or removed.
  useEffect(() => {
    if (savedCount > 0) drop(load())
  }, [savedCount, servers, botTokenCount, load])
  const filtered = view.kind !== 'all' || query.trim() !== ''
  // The entry shown in the preview beside the list; its row stays marked while it is shown.
  const [previewed, setPreviewed] = useState<{
    entryId: string
    messageId: string
    version: PreviewVersion
    /** Counts the requests, so asking again for a version shows it even if another was chosen since. */
    request: number
  }>()

  return (
    <div className={`screen screen--wide${previewed ? ' screen--previewing' : ''}`}>
      <header className="screen__header">
        <h1>{t('screens.history')}</h1>
        <p className="screen__lede">{t('history.lede')}</p>
      </header>
      <VaultGate />
      {hasWebhooks && (
        <section className="card" aria-labelledby="load-link-heading">
          <h2 id="load-link-heading" className="card__title">
            {t('history.load.heading')}
          </h2>
          <LoadByLinkForm disabled={locked} />
        </section>
      )}
      <div className={`history-layout${previewed ? ' history-layout--previewing' : ''}`}>
        <section className="stack" aria-labelledby="history-heading">
          <h2 id="history-heading" className="section-title">
            {t('history.messages')}{' '}
            <span className="section-title__count">{status === 'ready' ? total : ''}</span>
          </h2>
          <HistoryFilters />
          {loadError && <ErrorNotice error={loadError} />}
          {status === 'loading' && (
            <p className="loading" role="status">
              {t('history.loading')}
            </p>
          )}
          {status === 'ready' && entries.length === 0 && <EmptyHistory filtered={filtered} />}
          {entries.length > 0 && (
            <ul className="entries" aria-label={t('history.list')}>
              {entries.map((entry) => (
                <HistoryRow
                  key={entry.id}
                  entry={entry}
                  previewed={previewed?.entryId === entry.id}
                  onPreview={(version = 'current') =>
                    setPreviewed((shown) => ({
                      entryId: entry.id,
                      messageId: entry.messageId,
                      version,
                      request: (shown?.request ?? 0) + 1,
                    }))
                  }
                />
              ))}
            </ul>
          )}
          {hasMore && (
            <Button className="load-more" onClick={() => drop(loadMore())}>
              {t('history.more')}
            </Button>
          )}
        </section>
        {previewed && (
          <HistoryPreview
            key={`${previewed.entryId}/${previewed.request}`}
            entryId={previewed.entryId}
            messageId={previewed.messageId}
            version={previewed.version}
            onClose={() => setPreviewed(undefined)}
          />
        )}
      </div>
    </div>
  )
}

function EmptyHistory({ filtered }: { filtered: boolean }) {
  const t = useT()
  const go = useNavigationStore((state) => state.go)
  if (filtered) {
    return (
      <div className="empty" role="status">
        <h3 className="empty__title">{t('history.empty.filtered')}</h3>
        <p>{t('history.empty.filtered.text')}</p>
      </div>
    )
  }
  return (
    <div className="empty" role="status">
      <h3 className="empty__title">{t('history.empty')}</h3>
      <p>{t('history.empty.text')}</p>
      <Button tone="primary" onClick={() => go('composer')}>
        {t('history.empty.write')}
      </Button>
    </div>
  )
}
