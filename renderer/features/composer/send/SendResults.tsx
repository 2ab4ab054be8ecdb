import { attempt } from '@renderer/api/attempt'
import { useT } from '@renderer/i18n/store'
import { drop } from '@renderer/util/drop'
import { messageName } from './messageName'
import type { MessageSendState } from './runStore'
import { messageSendState, useSendRun } from './runStore'
import { useDraftAfterKeys } from './useDraftAfterKeys'
import { saidText } from '@shared/rpc/saidText'

/**
 * How the run of sends went for each message of a draft of several: sent (with its link), going now,
 * failed (with Discord's reason) or not sent. Shown once a run started, until the next one.
 */
export function SendResults() {
  const t = useT()
  // What was sent is shown after typing, not on the key's path (issue 23).
  const draft = useDraftAfterKeys()
  const run = useSendRun()
  if (!draft || draft.messages.length < 2) return null
  const mine = run.draftId === draft.id
  const started = draft.messages.some((message) => message.sent) || (mine && (run.failed || run.sendingId))
  if (!started) return null
  return (
    <ol className="send-results" aria-label={t('composer.send.results.label')}>
      {draft.messages.map((message, index) => {
        const state = messageSendState(message, run, draft.id, true)
        const label = messageName(message, index, t)
        return (
          <li key={message.id} className={`send-result send-result--${state}`} data-state={state}>
            <strong className="send-result__name">{t('composer.send.results.name', { label })}</strong>{' '}
            <Outcome
              state={state}
              sent={message.sent}
              reason={mine ? run.failed && saidText(t, run.failed.error) : undefined}
            />
          </li>
        )
      })}
    </ol>
  )
}

type OutcomeProps = {
  state: MessageSendState
  sent: { link: string | null; messageId: string } | undefined
  reason: string | undefined
}

function Outcome({ state, sent, reason }: OutcomeProps) {
  const t = useT()
  if (state === 'sent' && sent) {
    return (
      <span className="send-result__state">
        {t('composer.send.results.sent')}{' '}
        {sent.link ? (
          <a
            href={sent.link}
            onClick={(event) => (
              event.preventDefault(),
              drop(attempt('app.openExternal', { url: sent.link! }))
            )}
          >
            {t('composer.send.results.open')}
          </a>
        ) : (
          <>
            {t('composer.send.results.messageId')} <code>{sent.messageId}</code>
          </>
        )}
      </span>
    )
  }
  if (state === 'failed') {
    return (
      <span className="send-result__state">
        {t('composer.send.results.failed', { reason: reason ?? '' })}
      </span>
    )
  }
  if (state === 'sending') {
    return <span className="send-result__state">{t('composer.send.progress.sendingNow')}</span>
  }
  return <span className="send-result__state">{t('composer.send.results.notSent')}</span>
}
