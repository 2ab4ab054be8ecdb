import { useState } from 'react'
import '../../../styles/composer-send.css'
import { Button } from '../../../components/Button'
import { draftActions, useDraftsStore } from '../../../store/drafts/store'
import { useSendsStore } from '../../../store/sends/store'
import { drop } from '../../../util/drop'
import { EditBanner } from '../../history/composerLink'
import { flushJsonEdit } from '../json/useJsonEditor'
import { SendOutcome } from '../SendOutcome'
import { PingWarning } from './PingWarning'
import { ProblemList } from './ProblemList'
import { isUnchangedResend } from './resend'
import { isPartlySent, useSendRun } from './runStore'
import { EditReview, ResendDialog } from './SendDialogs'
import { sendOpenDraft } from './sendDraft'
import { SendProgress } from './SendProgress'
import { SendResults } from './SendResults'
import { sendMessages } from './sendRun'
import { SentStatus } from './SentStatus'
import { useDraftChecks } from './useDraftChecks'
import { useSendShortcut } from './useSendShortcut'

/**
 * The foot of the editor: why Send is refused (for every message of the draft), whom the messages ping,
 * Send itself (Ctrl+Enter; Resume after a run stopped part-way), its progress or rate-limit wait, and
 * what came of each message.
 */
export function SendBar({ index = 0 }: { index?: number }) {
  const draft = useDraftsStore((state) => state.draft)
  const outcome = useSendsStore((state) => state.outcome)
  const failedId = useSendRun((state) => (state.draftId === draft?.id ? state.failed?.messageId : undefined))
  const { readiness, problems, pings } = useDraftChecks()
  const [dialog, setDialog] = useState<'resend' | 'edit'>()
  const message = draft?.messages[index]
  const sending = outcome.phase === 'sending'
  const first = readiness[0]
  const blocked = sending || problems.length > 0 || !first?.ok
  const resume = draft ? isPartlySent(draft.messages) : false

  const send = () => {
    setDialog(undefined)
    if (!first?.ok) return
    // An edit is one PATCH of one message; everything else is a run of sends, however many messages.
    if (draft?.messages[0]?.reference) drop(sendOpenDraft(first, 0))
    else drop(sendMessages(first))
  }
  const press = () => {
    // What is typed in the JSON view goes with it, without waiting for the pause.
    flushJsonEdit()
    if (blocked || !draft) return
    if (draft.messages[0]?.reference) setDialog('edit')
    else if (isUnchangedResend(draft)) setDialog('resend')
    else send()
  }
  useSendShortcut(press)
  if (!draft || !message) return null
  const failedIndex = draft.messages.findIndex((m) => m.id === failedId)

  return (
    <section className="send-bar" aria-label="Send">
      {message.reference && (
        <EditBanner
          reference={message.reference}
          onStop={() => draftActions.setReference(index, undefined)}
        />
      )}
      <ProblemList problems={problems} />
      <div className="send-bar__row">
        <PingWarning pings={pings} />
        <Button
          tone="primary"
          className="send-bar__send"
          disabled={blocked}
          busy={sending && outcome.draftId === draft.id}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title={resume ? 'Send the messages not sent yet (Ctrl+Enter)' : 'Send (Ctrl+Enter)'}
          onClick={press}
        >
          {resume ? 'Resume' : 'Send'}
        </Button>
      </div>
      {sending && <SendProgress action={outcome.action} progress={outcome.progress} wait={outcome.wait} />}
      <SendResults />
      <SendOutcome draftId={draft.id} index={failedIndex >= 0 ? failedIndex : index} onRetry={press} />
      {!sending && <SentStatus index={index} />}
      {dialog === 'resend' && draft.sent && (
        <ResendDialog
          fileNames={draft.sent.fileNames}
          link={draft.sent.link}
          count={draft.messages.length}
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
