import { useT } from '../../i18n/store'

/** What an empty library (or a search with no match) tells the user to do. */
export function EmptyLibrary({ searching }: { searching: boolean }) {
  const t = useT()
  if (searching) {
    return (
      <div className="empty" role="status">
        <h2 className="empty__title">{t('webhooks.empty.search.title')}</h2>
        <p>{t('webhooks.empty.search.text')}</p>
      </div>
    )
  }
  return (
    <div className="empty" role="status">
      <h2 className="empty__title">{t('webhooks.empty.title')}</h2>
      <p>{t('webhooks.empty.text')}</p>
    </div>
  )
}
