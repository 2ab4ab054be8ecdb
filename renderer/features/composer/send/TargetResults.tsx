import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { messageLabel } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import type { TargetView } from '../target/useTargetViews'
import { REASONS, useSecondsLeft } from './SendProgress'
import type { ShownCell } from './targetCells'
import { shownCell, tally } from './targetCells'
import { cancelTargets } from './targetRun'
import { useTargetRun } from './targetRunStore'

/**
 * With several targets: one row per target, one column per message, each cell saying what happened
 * there (queued, sending, waiting for the rate limit, sent with its link, failed with Discord's reason).
 * Shown from the first run on; Cancel while it runs.
 */
export function TargetResults({ views }: { views: readonly TargetView[] }) {
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
    ? `Sending: ${sent} of ${total} sent`
    : failed > 0
      ? `${failed} failed, ${sent} of ${total} sent`
      : sent === total
        ? `All ${total} sent`
        : `${sent} of ${total} sent`
  return (
    <div className="target-results" role="region" aria-label="Results by target">
      <div className="target-results__head">
        <p className="target-results__summary" role="status">
          {summary}
        </p>
        {running && (
          <Button onClick={() => drop(cancelTargets())} disabled={run.cancelled}>
            {run.cancelled ? 'Cancelling…' : 'Cancel'}
          </Button>
        )}
      </div>
      <div className="target-results__scroll">
        <table className="target-results__table">
          <thead>
            <tr>
              <th scope="col">Target</th>
              {draft.messages.map((message, index) => (
                <th scope="col" key={message.id}>
                  {messageLabel(message, index)}
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
  const located = view.destination.kind === 'none' ? undefined : view.destination.located
  if (!located) return <>Target {at + 1}</>
  return (
    <>
      {located.webhook.label}
      <span className="target-results__where">
        #{located.channelName} · {located.serverName}
      </span>
    </>
  )
}

function CellText({ cell }: { cell: ShownCell }) {
  const seconds = useSecondsLeft(cell.state === 'waiting' ? cell.wait.until : undefined)
  switch (cell.state) {
    case 'sent': {
      const { link, messageId } = cell.sent
      if (!link) return <>Sent (id {messageId})</>
      return (
        <>
          Sent.{' '}
          <a
            href={link}
            onClick={(event) => (event.preventDefault(), drop(attempt('app.openExternal', { url: link })))}
          >
            Open in Discord
          </a>
        </>
      )
    }
    case 'queued':
      return <>Queued</>
    case 'sending':
      return <>Sending…</>
    case 'waiting':
      return (
        <>
          Waiting for the rate limit: {seconds} s{' '}
          <span className="target-results__why">({REASONS[cell.wait.reason]})</span>
        </>
      )
    case 'failed':
      return <>Failed: {cell.error.message}</>
    case 'held':
      return <>{cell.why}</>
    case 'notSent':
      return <>Not sent</>
  }
}
