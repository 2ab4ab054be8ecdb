import { useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
import { SearchInput } from '../../components/SearchInput'
import { historySelectors } from '../../store/history/selectors'
import { useHistoryStore } from '../../store/history/store'
import { parseViewKey, viewKey } from '../../store/history/reducer'
import { optionGroups, placeLabel, webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import { useHistorySearch } from './useHistorySearch'

/** All messages, one webhook's or one channel's; and a search over content, labels and ids. */
export function HistoryFilters() {
  const t = useT()
  const view = useHistoryStore(historySelectors.view)
  const setView = useHistoryStore((state) => state.setView)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const { query, setQuery } = useHistorySearch()
  const groups = useMemo(() => optionGroups(servers, t), [servers, t])
  const channels = useMemo(
    () =>
      servers.flatMap((server) =>
        server.channels.flatMap((channel) =>
          channel.id ? [{ id: channel.id, label: placeLabel(server, channel, t) }] : [],
        ),
      ),
    [servers, t],
  )
  return (
    <div className="toolbar" role="search" aria-label={t('history.filter.label')}>
      <select
        id="history-view"
        aria-label={t('history.filter.show')}
        className="input toolbar__select"
        value={viewKey(view)}
        onChange={(event) => setView(parseViewKey(event.target.value))}
      >
        <option value="all">{t('history.filter.all')}</option>
        {groups.length > 0 && (
          <optgroup label={t('history.filter.byWebhook')}>
            {groups.flatMap((group) =>
              group.webhooks.map((webhook) => (
                <option key={webhook.id} value={`webhook:${webhook.id}`}>
                  {webhook.label} ({group.label})
                </option>
              )),
            )}
          </optgroup>
        )}
        {channels.length > 0 && (
          <optgroup label={t('history.filter.byChannel')}>
            {channels.map((channel) => (
              <option key={channel.id} value={`channel:${channel.id}`}>
                {channel.label}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <SearchInput
        label={t('history.search.label')}
        placeholder={t('history.search.placeholder')}
        value={query}
        onSearch={setQuery}
      />
    </div>
  )
}
