import { useState } from 'react'
import '../../../styles/composer-send.css'
import { Button } from '../../../components/Button'
import { draftActions, useDraftsStore } from '../../../store/drafts/store'
import { useSendsStore } from '../../../store/sends/store'
import { drop } from '../../../util/drop'
import { EditBanner } from '../../history/composerLink'
import { SendOutcome } from '../SendOutcome'
import { PingWarning } from './PingWarning'
import { ProblemList } from './ProblemList'
import { isUnchangedResend } from './resend'
import { EditReview, ResendDialog } from './SendDialogs'
import { sendOpenDraft } from './sendDraft'
import { SendProgress } from './SendProgress'
import { SentStatus } from './SentStatus'
import { useSendChecks } from './useSendChecks'
import { useSendShortcut } from './useSendShortcut'

/**
 * The foot of the editor: why Send is refused, whom the message pings, Send itself (Ctrl+Enter), its
 * progress or rate-limit wait, and what came of it.
 */
export function SendBar({ index = 0 }: { index?: number }) {
  const draft = useDraftsStore((state) => state.draft)
  const outcome = useSendsStore((state) => state.outcome)
  const { readiness, problems, pings } = useSendChecks(index)
  const [dialog, setDialog] = useState<'resend' | 'edit'>()
  const message = draft?.messages[index]
  const sending = outcome.phase === 'sending'
  const blocked = sending || problems.length > 0 || !readiness.ok

  const send = () => {
    setDialog(undefined)
    if (readiness.ok) drop(sendOpenDraft(readiness, index))
  }
  const press = () => {
    if (blocked || !draft) return
    if (message?.reference) setDialog('edit')
    else if (isUnchangedResend(draft)) setDialog('resend')
    else send()
  }
  useSendShortcut(press)
  if (!draft || !message) return null

  return (
    <section className="send-bar" aria-label="Send">
      {message.reference && (
        <EditBanner
          reference={message.reference}
          onStop={() => draftActions.setReference(index, undefined)}
        />
      )}
      <ProblemList index={index} problems={problems} />
      <div className="send-bar__row">
        <PingWarning pings={pings} />
        <Button
          tone="primary"
          className="send-bar__send"
          disabled={blocked}
          busy={sending && outcome.draftId === draft.id}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title="Send (Ctrl+Enter)"
          onClick={press}
        >
          Send
        </Button>
      </div>
      {sending && <SendProgress action={outcome.action} progress={outcome.progress} wait={outcome.wait} />}
      <SendOutcome draftId={draft.id} index={index} />
      {!sending && <SentStatus index={index} />}
      {dialog === 'resend' && draft.sent && (
        <ResendDialog
          fileNames={draft.sent.fileNames}
          link={draft.sent.link}
          onConfirm={send}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'edit' && message.reference && (
        <EditReview
          reference={message.reference}
          data={message.data}
          busy={false}
          onConfirm={send}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  )
}
