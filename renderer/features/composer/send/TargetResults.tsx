import type { MessageKey } from '@shared/i18n'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import type { TargetView } from '../target/useTargetViews'
import { messageName } from './messageName'
import { useSecondsLeft, waitReason } from './SendProgress'
import type { HeldReason, ShownCell } from './targetCells'
import { shownCell, tally } from './targetCells'
import { cancelTargets } from './targetRun'
import { useTargetRun } from './targetRunStore'
import { saidText } from '@shared/rpc/saidText'

/**
 * With several targets: one row per target, one column per message, each cell saying what happened
 * there (queued, sending, waiting for the rate limit, sent with its link, failed with Discord's reason).
 * Shown from the first run on; Cancel while it runs.
 */
export function TargetResults({ views }: { views: readonly TargetView[] }) {
  const t = useT()
  const draft = useDraftsStore((state) => state.draft)
  const run = useTargetRun()
  if (!draft) return null
  const mine = run.draftId === draft.id
  const recorded = draft.targets.some((target) => target.sent)
  if (!recorded && !(mine && Object.keys(run.cells).length > 0)) return null
  const rows = views.map((view) => ({
    view,
    cells: draft.messages.map((message) =>
      shownCell(
        view.target.sent?.[message.id],
        mine ? run.cells[view.target.webhookId]?.[message.id] : undefined,
      ),
    ),
  }))
  const { sent, failed, total } = tally(rows.flatMap((row) => row.cells))
  const running = mine && run.running
  const summary = running
    ? t('composer.send.targets.summaryRunning', { sent, total })
    : failed > 0
      ? t('composer.send.targets.summaryFailed', { failed, sent, total })
      : sent === total
        ? t('composer.send.targets.summaryAll', { total })
        : t('composer.send.targets.summary', { sent, total })
  return (
    <div className="target-results" role="region" aria-label={t('composer.send.targets.label')}>
      <div className="target-results__head">
        <p className="target-results__summary" role="status">
          {summary}
        </p>
        {running && (
          <Button onClick={() => drop(cancelTargets())} disabled={run.cancelled}>
            {run.cancelled ? t('composer.send.targets.cancelling') : t('common.cancel')}
          </Button>
        )}
      </div>
      <div className="target-results__scroll">
        <table className="target-results__table">
          <thead>
            <tr>
              <th scope="col">{t('composer.send.targets.target')}</th>
              {draft.messages.map((message, index) => (
                <th scope="col" key={message.id}>
                  {messageName(message, index, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ view, cells }, at) => (
              <tr key={view.target.webhookId}>
                <th scope="row">
                  <TargetName view={view} at={at} />
                </th>
                {cells.map((cell, index) => (
                  <td
                    key={draft.messages[index]?.id ?? index}
                    className={`target-results__cell target-results__cell--${cell.state}`}
                  >
                    <CellText cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function TargetName({ view, at }: { view: TargetView; at: number }) {
  const t = useT()
  const located = view.destination.kind === 'none' ? undefined : view.destination.located
  if (!located) return <>{t('composer.send.targets.targetNumber', { number: at + 1 })}</>
  return (
    <>
      {located.webhook.label}
      <span className="target-results__where">
        #{located.channelName} · {located.serverName}
      </span>
    </>
  )
}

const HELD: Record<HeldReason, MessageKey> = {
  afterFailure: 'composer.send.targets.afterFailure',
  cancelled: 'composer.send.targets.cancelled',
}

function CellText({ cell }: { cell: ShownCell }) {
  const t = useT()
  const seconds = useSecondsLeft(cell.state === 'waiting' ? cell.wait.until : undefined)
  switch (cell.state) {
    case 'sent': {
      const { link, messageId } = cell.sent
      if (!link) return <>{t('composer.send.targets.sentId', { id: messageId })}</>
      return (
        <>
          {t('composer.send.results.sent')}{' '}
          <a
            href={link}
            onClick={(event) => (event.preventDefault(), drop(attempt('app.openExternal', { url: link })))}
          >
            {t('composer.send.targets.open')}
          </a>
        </>
      )
    }
    case 'queued':
      return <>{t('composer.send.targets.queued')}</>
    case 'sending':
      return <>{t('composer.send.progress.sendingNow')}</>
    case 'waiting':
      return (
        <>
          {t('composer.send.targets.waiting', { seconds })}{' '}
          <span className="target-results__why">({waitReason(t, cell.wait.reason)})</span>
        </>
      )
    case 'failed':
      return <>{t('composer.send.results.failed', { reason: saidText(t, cell.error) })}</>
    case 'held':
      return <>{t(HELD[cell.why])}</>
    case 'notSent':
      return <>{t('composer.send.results.notSent')}</>
  }
}
