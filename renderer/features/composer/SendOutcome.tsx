import { Notice } from '../../components/Notice'
import { useSendsStore } from '../../store/sends/store'
import { sendsSelectors } from '../../store/sends/selectors'
import { SendError } from './SendError'

/** Under the form: the id of the message just sent, or what went wrong. */
export function SendOutcome() {
  const outcome = useSendsStore(sendsSelectors.outcome)
  const dismiss = useSendsStore((state) => state.dismiss)

  if (outcome.phase === 'failed') return <SendError error={outcome.error} onDismiss={dismiss} />
  if (outcome.phase !== 'sent') return null
  return (
    <Notice tone="success" title="Message sent" onDismiss={dismiss}>
      <dl className="facts">
        <dt>Message id</dt>
        <dd>
          <code data-testid="message-id">{outcome.messageId}</code>
        </dd>
        <dt>Channel id</dt>
        <dd>
          <code>{outcome.channelId}</code>
        </dd>
      </dl>
    </Notice>
  )
}
