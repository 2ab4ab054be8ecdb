import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Notice } from '@renderer/components/Notice'
import { useSendsStore } from '@renderer/store/sends/store'
import { channelNameOf } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { drop } from '@renderer/util/drop'
import { sentFingerprint } from './resend'
import { editSentMessage, startNewDraft } from './sendDraft'
import { useDraftAfterKeys } from './useDraftAfterKeys'

function timeOf(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
}

/** After Send: that the draft was sent (and where), with "Edit it" and "New draft" (the sent one stays). */
export function SentStatus({ index }: { index: number }) {
  // What was sent is shown after typing, not on the key's path (issue 23).
  const draft = useDraftAfterKeys()
  const [error, setError] = useState<RpcErrorData>()
  const servers = useWebhooksStore((state) => state.servers)
  const outcome = useSendsStore((state) => state.outcome)
  const sent = draft?.sent
  if (!draft || !sent) return null
  // Where it went, as the library names the channel (from Discord through a bot token, or the user).
  const channel = channelNameOf(servers, sent.channelId)
  const open = sent.link ? () => drop(attempt('app.openExternal', { url: sent.link! })) : undefined
  const unchanged = sentFingerprint(draft) === sent.fingerprint
  // While the draft edits the message, the edit banner says what it is.
  if (!unchanged && draft.messages[index]?.reference) return null
  if (!unchanged) {
    return (
      <p className="send-sent-earlier">
        {sent.action === 'edit' ? 'Edit saved' : 'Sent'} at {timeOf(sent.at)}; changed since.{' '}
        {open && (
          <a href={sent.link!} onClick={(event) => (event.preventDefault(), open())}>
            Open the sent message in Discord
          </a>
        )}
      </p>
    )
  }
  const edit = async () => setError(await editSentMessage(index))
  const files = sent.fileNames.filter(Boolean)
  // An edit changes one message: a run of several is edited one at a time from History.
  const count = draft.messages.length
  // Sent to several targets: the result table has each message's link; edits go one at a time from History.
  const targets = draft.targets.length
  const one = count === 1 && targets < 2
  const title =
    sent.action === 'edit'
      ? 'Message edited'
      : targets > 1
        ? `Sent to ${targets} targets`
        : count > 1
          ? `${count} messages sent`
          : 'Message sent'
  return (
    <>
      <Notice
        tone="success"
        title={title}
        actions={
          <>
            {sent.action === 'send' && one && <Button onClick={() => drop(edit())}>Edit it</Button>}
            <Button tone="primary" onClick={() => drop(startNewDraft())}>
              New draft
            </Button>
          </>
        }
      >
        <p className="notice__text">
          {sent.action === 'edit' ? 'Saved' : 'Posted'}
          {channel && ` in #${channel}`} at {timeOf(sent.at)}
          {files.length > 0 && ` with ${files.join(', ')}`}.{' '}
          {open && one && (
            <a href={sent.link!} onClick={(event) => (event.preventDefault(), open())}>
              Open it in Discord
            </a>
          )}
        </p>
        {outcome.phase === 'sent' && outcome.message.id === sent.messageId && outcome.historyNotRecorded && (
          <p className="notice__text">
            <strong>{outcome.historyNotRecorded}</strong> The message is on Discord all the same; do not send
            it again.
          </p>
        )}
        {one && (
          <p className="notice__hint">
            Message id <code data-testid="message-id">{sent.messageId}</code>
          </p>
        )}
      </Notice>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
