import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
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
  return (
    <>
      <div className="toolbar">
        <SearchInput
          label="Search webhooks"
          placeholder="Search by label, name, server, channel or id"
          value={query}
          onSearch={setQuery}
        />
        <Button busy={checking} disabled={locked || checking} onClick={() => drop(runCheckAll())}>
          {checking ? 'Checking…' : 'Check all'}
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
              ? `${checkAll.invalid} of ${checkAll.checked} no longer work`
              : `All ${checkAll.checked} checked webhooks work`
          }
          onDismiss={dismiss}
        >
          {checkAll.invalid > 0 && (
            <p className="notice__text">
              They are marked below with the reason. Add their current URL, or remove them.
            </p>
          )}
          {checkAll.failed.length > 0 && (
            <p className="notice__text">
              {checkAll.failed.length} could not be checked now: {checkAll.failed[0]?.message}
            </p>
          )}
        </Notice>
      )}
    </>
  )
}
