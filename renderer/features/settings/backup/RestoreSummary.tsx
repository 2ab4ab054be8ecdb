import type { MethodOutput } from '@shared/rpc/contract'

type Summary = MethodOutput<'backup.restore'>
type Tally = Summary['drafts']

function line(tally: Tally): string {
  const parts = [
    tally.added > 0 && `${tally.added} added`,
    tally.replaced > 0 && `${tally.replaced} replaced`,
    tally.copied > 0 && `${tally.copied} added as copies`,
    tally.kept > 0 && `${tally.kept} kept as they were`,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'none in the backup'
}

const settingsText = {
  restored: 'restored from the backup',
  kept: 'yours kept',
  unchanged: 'the same as the backup’s',
}

/** What a restore did, kind by kind. */
export function RestoreSummary({ summary }: { summary: Summary }) {
  return (
    <div role="status" className="restore__summary">
      <p>The backup was restored.</p>
      <dl className="facts">
        <dt>Drafts</dt>
        <dd>{line(summary.drafts)}</dd>
        <dt>Templates</dt>
        <dd>{line(summary.templates)}</dd>
        <dt>Webhooks</dt>
        <dd>{line(summary.webhooks)}</dd>
        <dt>History</dt>
        <dd>{line(summary.history)}</dd>
        <dt>Settings</dt>
        <dd>{settingsText[summary.settings]}</dd>
      </dl>
      {summary.awaitingUrl > 0 && (
        <p className="field__hint">
          {summary.awaitingUrl === 1
            ? 'One webhook needs its URL pasted again under Webhooks before anything can be sent through it'
            : `${summary.awaitingUrl} webhooks need their URLs pasted again under Webhooks before anything can be sent through them`}
          : backups never hold webhook URLs.
        </p>
      )}
    </div>
  )
}
