import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { saidText } from '@shared/rpc/saidText'

/** Whether the open draft is on disk: "Saved", "Saving…", or why not, with a retry. */
export function SaveStatus() {
  const t = useT()
  const save = useDraftsStore((state) => state.save)
  const flush = useDraftsStore((state) => state.flush)
  if (save.phase === 'failed') {
    return (
      <span
        className="save-status save-status--failed"
        role="status"
        aria-label={t('composer.drafts.save.state')}
      >
        {t('composer.drafts.save.failed', { reason: saidText(t, save.error) })}{' '}
        <Button className="button--small" onClick={() => drop(flush())}>
          {t('composer.drafts.save.retry')}
        </Button>
      </span>
    )
  }
  const text = save.phase === 'saved' ? t('composer.drafts.save.saved') : t('composer.drafts.save.saving')
  return (
    <span className="save-status" role="status" aria-label={t('composer.drafts.save.state')}>
      {text}
    </span>
  )
}
