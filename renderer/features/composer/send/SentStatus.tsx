import { useState } from 'react'
import type { Formats } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Notice } from '@renderer/components/Notice'
import { useFormats, useT } from '@renderer/i18n/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { channelNameOf } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { drop } from '@renderer/util/drop'
import { sentFingerprint } from './resend'
import { editSentMessage, startNewDraft } from './sendDraft'
import { useDraftAfterKeys } from './useDraftAfterKeys'

function timeOf(at: string, formats: Formats): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : formats.time(date)
}

/** After Send: that the draft was sent (and where), with "Edit it" and "New draft" (the sent one stays). */
export function SentStatus({ index }: { index: number }) {
  const t = useT()
  const formats = useFormats()
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
  const time = timeOf(sent.at, formats)
  if (!unchanged) {
    return (
      <p className="send-sent-earlier">
        {t(sent.action === 'edit' ? 'composer.send.sent.editedEarlier' : 'composer.send.sent.sentEarlier', {
          time,
        })}{' '}
        {open && (
          <a href={sent.link!} onClick={(event) => (event.preventDefault(), open())}>
            {t('composer.send.sent.openSent')}
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
      ? t('composer.send.sent.edited')
      : targets > 1
        ? t('composer.send.sent.toTargets', { count: targets })
        : count > 1
          ? t('composer.send.sent.messages', { count })
          : t('composer.send.sent.one')
  const edited = sent.action === 'edit'
  const where = channel
    ? t(edited ? 'composer.send.sent.savedIn' : 'composer.send.sent.postedIn', { channel, time })
    : t(edited ? 'composer.send.sent.saved' : 'composer.send.sent.posted', { time })
  return (
    <>
      <Notice
        tone="success"
        title={title}
        actions={
          <>
            {sent.action === 'send' && one && (
              <Button onClick={() => drop(edit())}>{t('composer.send.sent.editIt')}</Button>
            )}
            <Button tone="primary" onClick={() => drop(startNewDraft())}>
              {t('composer.send.sent.newDraft')}
            </Button>
          </>
        }
      >
        <p className="notice__text">
          {where}
          {files.length > 0 && ` ${t('composer.send.sent.files', { files: formats.list(files) })}`}{' '}
          {open && one && (
            <a href={sent.link!} onClick={(event) => (event.preventDefault(), open())}>
              {t('composer.send.results.open')}
            </a>
          )}
        </p>
        {outcome.phase === 'sent' && outcome.message.id === sent.messageId && outcome.historyNotRecorded && (
          <p className="notice__text">
            <strong>{saidText(t, outcome.historyNotRecorded)}</strong> {t('composer.send.sent.notRecorded')}
          </p>
        )}
        {one && (
          <p className="notice__hint">
            {t('composer.send.results.messageId')} <code data-testid="message-id">{sent.messageId}</code>
          </p>
        )}
      </Notice>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
