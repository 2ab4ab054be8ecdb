import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { saidText } from '@shared/rpc/saidText'
import { SearchInput } from '../../components/SearchInput'
import { useWebhooksStore } from '../../store/webhooks/store'
import { webhooksSelectors } from '../../store/webhooks/selectors'
import { drop } from '../../util/drop'
import { NamesOutcome, RefreshNamesButton } from './RefreshNames'

/** Search the library and check every webhook with Discord. */
export function LibraryToolbar({ locked }: { locked: boolean }) {
  const query = useWebhooksStore(webhooksSelectors.query)
  const setQuery = useWebhooksStore((state) => state.setQuery)
  const checkAll = useWebhooksStore(webhooksSelectors.checkAll)
  const runCheckAll = useWebhooksStore((state) => state.runCheckAll)
  const dismiss = useWebhooksStore((state) => state.dismissCheckAll)
  const checking = checkAll.phase === 'checking'
  const t = useT()
  return (
    <>
      <div className="toolbar">
        <SearchInput
          label={t('webhooks.search')}
          placeholder={t('webhooks.search.placeholder')}
          value={query}
          onSearch={setQuery}
        />
        <Button busy={checking} disabled={locked || checking} onClick={() => drop(runCheckAll())}>
          {checking ? t('webhooks.checking') : t('webhooks.checkAll')}
        </Button>
        <RefreshNamesButton locked={locked} />
      </div>
      <NamesOutcome />
      {checkAll.phase === 'failed' && <ErrorNotice error={checkAll.error} onDismiss={dismiss} />}
      {checkAll.phase === 'done' && (
        <Notice
          tone={checkAll.invalid > 0 || checkAll.failed.length > 0 ? 'warning' : 'success'}
          title={
            checkAll.invalid > 0
              ? t('webhooks.checkAll.invalid', { invalid: checkAll.invalid, checked: checkAll.checked })
              : t('webhooks.checkAll.ok', { checked: checkAll.checked })
          }
          onDismiss={dismiss}
        >
          {checkAll.invalid > 0 && <p className="notice__text">{t('webhooks.checkAll.invalid.text')}</p>}
          {checkAll.failed.length > 0 && (
            <p className="notice__text">
              {t('webhooks.checkAll.failed', {
                count: checkAll.failed.length,
                reason: checkAll.failed[0] ? saidText(t, checkAll.failed[0]) : '',
              })}
            </p>
          )}
        </Notice>
      )}
    </>
  )
}
