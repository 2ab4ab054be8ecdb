import { Button } from '@renderer/components/Button'
import type { DraftReference } from '@shared/drafts/draft'
import { useT } from '@renderer/i18n/store'

/** Says the draft edits a sent message, what the edit keeps, and how to make it a new message instead. */
export function EditBanner({ reference, onStop }: { reference: DraftReference; onStop(): void }) {
  const t = useT()
  const kept = reference.kept.length
  return (
    <div className="edit-banner" role="status" aria-label={t('history.editing.label')}>
      <div className="edit-banner__text">
        <strong>{t('history.editing.title', { id: reference.messageId })}</strong>
        <span>
          {t('history.editing.text')}
          {kept > 0 && ` ${t('history.editing.kept', { count: kept })}`}
          {reference.componentsV2 && ` ${t('history.editing.v2')}`}
        </span>
      </div>
      <Button tone="ghost" onClick={onStop}>
        {t('history.editing.stop')}
      </Button>
    </div>
  )
}
