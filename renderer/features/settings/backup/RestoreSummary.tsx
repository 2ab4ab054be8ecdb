import type { MethodOutput } from '@shared/rpc/contract'
import type { Formats, MessageKey, Translate } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'

type Summary = MethodOutput<'backup.restore'>
type Tally = Summary['drafts']

function line(tally: Tally, t: Translate, formats: Formats): string {
  const parts = [
    tally.added > 0 && t('backup.tally.added', { count: tally.added }),
    tally.replaced > 0 && t('backup.tally.replaced', { count: tally.replaced }),
    tally.copied > 0 && t('backup.tally.copied', { count: tally.copied }),
    tally.kept > 0 && t('backup.tally.kept', { count: tally.kept }),
  ].filter((part) => part !== false)
  return parts.length > 0 ? formats.list(parts) : t('backup.tally.none')
}

const settingsText: Record<Summary['settings'], MessageKey> = {
  restored: 'backup.settings.restored',
  kept: 'backup.settings.kept',
  unchanged: 'backup.settings.unchanged',
}

/** What a restore did, kind by kind. */
export function RestoreSummary({ summary }: { summary: Summary }) {
  const t = useT()
  const formats = useFormats()
  return (
    <div role="status" className="restore__summary">
      <p>{t('backup.restored')}</p>
      <dl className="facts">
        <dt>{t('backup.kind.drafts')}</dt>
        <dd>{line(summary.drafts, t, formats)}</dd>
        <dt>{t('backup.kind.templates')}</dt>
        <dd>{line(summary.templates, t, formats)}</dd>
        <dt>{t('backup.kind.webhooks')}</dt>
        <dd>{line(summary.webhooks, t, formats)}</dd>
        <dt>{t('backup.kind.history')}</dt>
        <dd>{line(summary.history, t, formats)}</dd>
        <dt>{t('backup.kind.settings')}</dt>
        <dd>{t(settingsText[summary.settings])}</dd>
      </dl>
      {summary.awaitingUrl > 0 && (
        <p className="field__hint">{t('backup.awaitingUrl', { count: summary.awaitingUrl })}</p>
      )}
    </div>
  )
}
