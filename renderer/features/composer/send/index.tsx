import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import '@renderer/styles/composer-send.css'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { followLedger, useSendLedger } from '@renderer/store/sends/ledger'
import { useSendsStore } from '@renderer/store/sends/store'
import { drop } from '@renderer/util/drop'
import { EditBanner } from '../../history/composerLink/EditBanner'
import { flushJsonEdit } from '../json/jsonEditorHandle'
import { ScheduleButton } from '../schedule'
import { SendOutcome } from '../SendOutcome'
import { PingWarning } from './PingWarning'
import { ProblemList } from './ProblemList'
import { isUnchangedResend } from './resend'
import { isPartlySent, useSendRun } from './runStore'
import { applyLedger } from './ledgerSync'
import { LedgerNotice } from './LedgerNotice'
import { sendOpenDraft } from './sendDraft'
import { sendWithNotice } from './sendNotice'
import { SendAnnouncer } from './SendAnnouncer'
import { SendProgress } from './SendProgress'
import { SendResults } from './SendResults'
import { heldOnScreen } from './screenHolds'
import { sendMessages } from './sendRun'
import { SentStatus } from './SentStatus'
import { hasFailures, isRefusal, refusals, unknownOutcomes } from './targetCells'
import { isPartlySentToTargets } from './targetPlan'
import { sendToTargets } from './targetRun'
import { useTargetRun } from './targetRunStore'
import { useDraftAfterKeys } from './useDraftAfterKeys'
import { useDraftChecks } from './useDraftChecks'
import { usePublishReasons } from '../sections/sectionChecks'
import { useSendShortcut } from './useSendShortcut'
import { saidText } from '@shared/rpc/saidText'

// Send's questions (an edit's review with its diff, a second copy, a retry) load when first asked, not
// with the page (issue 23's budget for the page's first JavaScript).
const EditReview = lazy(async () => ({ default: (await import('./EditReview')).EditReview }))
const ResendDialog = lazy(async () => ({ default: (await import('./SendDialogs')).ResendDialog }))
const RetryUnknownDialog = lazy(async () => ({ default: (await import('./SendDialogs')).RetryUnknownDialog }))
const DuplicateDialog = lazy(async () => ({ default: (await import('./SendDialogs')).DuplicateDialog }))
// The table of results by target, when a draft first has several.
const TargetResults = lazy(async () => ({ default: (await import('./TargetResults')).TargetResults }))

/**
 * The action bar at the foot of the editor, always in view: why Send is refused (for every message and
 * target of the draft), whom the messages ping, Send itself (Ctrl+Enter; Resume after a run stopped
 * part-way, Retry failed with several targets), its progress or rate-limit wait, and what came of each
 * message at each target.
 */
export function SendBar({ index = 0 }: { index?: number }) {
  const t = useT()
  const [dialog, setDialog] = useState<'resend' | 'edit' | 'unknown'>()
  // The draft once typing pauses, off the key's path; while a question is open (an edit's diff), as it is.
  const afterKeys = useDraftAfterKeys()
  const live = useDraftsStore((state) => (dialog ? state.draft : undefined))
  const draft = dialog ? live : afterKeys
  const outcome = useSendsStore((state) => state.outcome)
  const failure = useSendRun((state) => (state.draftId === draft?.id ? state.failed : undefined))
  const failedId = failure?.messageId
  const sendingHere = useSendRun((state) => state.sendingId !== undefined)
  // A run to several targets holds Send everywhere until it ends (another draft opened meanwhile stops
  // it after the sends in flight); the spinner is on its own draft.
  const runningAny = useTargetRun((state) => state.running)
  const running = useTargetRun((state) => state.running && state.draftId === draft?.id)
  const { readiness, targets, problems, pings, now: checkNow } = useDraftChecks()
  // The outline and the section headers show the same reasons: the checks run once, here.
  usePublishReasons(problems)
  const message = draft?.messages[index]
  const several = targets.length > 1
  const sending = outcome.phase === 'sending' || runningAny
  /** Send is held: `checks` as shown, or as the draft is when pressed (the shown ones may trail typing). */
  const heldBy = (checks: { problems: unknown[]; targets: unknown[]; readiness: { ok: boolean }[] }) =>
    sending || checks.problems.length > 0 || (checks.targets.length <= 1 && !checks.readiness[0]?.ok)
  const blocked = heldBy({ problems, targets, readiness })
  const failed = useTargetRun((state) => state.draftId === draft?.id && hasFailures(state.cells))
  const unknown = useTargetRun((state) => (state.draftId === draft?.id ? unknownOutcomes(state.cells) : 0))
  // With several targets a partly sent draft goes on with what failed or never went, nothing else.
  const partly = several && !running && draft ? isPartlySentToTargets(draft) : false
  const retry = partly && failed
  const resume = partly || (!several && draft ? isPartlySent(draft.messages) : false)
  const unknownHere = !several && failure?.error.kind === 'unknownOutcome'

  // The services' record of this draft's sends: what another page or this one before a reload posted
  // reaches the draft once this page has no send of its own under way.
  const draftId = draft?.id
  useEffect(() => (draftId ? followLedger(draftId) : undefined), [draftId])
  const records = useSendLedger((state) => state.records)
  const busyHere = sending || sendingHere
  useEffect(() => {
    if (!busyHere) applyLedger(records)
  }, [records, busyHere, draftId])

  // The services refused a possible second copy: ask, and send again only if the user says so.
  const cells = useTargetRun((state) => (state.draftId === draftId ? state.cells : undefined))
  const multiRefusals = useMemo(() => (cells ? refusals(cells, t) : []), [cells, t])
  const single = failure && isRefusal(failure.error) ? failure : undefined
  const refused = single ? [saidText(t, single.error)] : multiRefusals
  const refusal = single ?? (multiRefusals.length > 0 ? cells : undefined)
  // The refusal whose question the user answered: it is not asked again.
  const [answered, setAnswered] = useState<unknown>()
  const asking = refusal !== undefined && answered !== refusal && refused.length > 0

  /** `again`: the user confirmed a copy Discord may already have. */
  const send = (again = false) => {
    setDialog(undefined)
    // The draft and its checks as they are now, not as last rendered: typing reaches the bar late.
    const draft = useDraftsStore.getState().draft
    const checks = checkNow()
    if (!draft || heldBy(checks)) return
    // A run to several targets is worth a notification however long it took.
    if (checks.targets.length > 1) return drop(sendWithNotice(draft, () => sendToTargets(again), 0))
    const first = checks.readiness[0]
    if (!first?.ok) return
    // An edit is one PATCH of one message; everything else is a run of sends, however many messages.
    const run = draft.messages[0]?.reference
      ? () => sendOpenDraft(first, 0)
      : () => sendMessages(first, again)
    drop(sendWithNotice(draft, run))
  }
  const press = () => {
    // What is typed in the JSON view goes with it, without waiting for the pause; text the draft cannot
    // take holds Send (the problem list says why), never a silent send of the last good body.
    flushJsonEdit()
    const draft = useDraftsStore.getState().draft
    if (!draft || heldBy(checkNow()) || heldOnScreen(draft.messages.length)) return
    if (draft.messages[0]?.reference) setDialog('edit')
    else if ((retry && unknown > 0) || unknownHere) setDialog('unknown')
    else if (isUnchangedResend(draft)) setDialog('resend')
    else send()
  }
  // After an unlock the send the user already confirmed goes on: no review or question a second time.
  const goOn = () => {
    flushJsonEdit()
    if (!heldOnScreen(draft?.messages.length ?? 0)) send()
  }
  useSendShortcut(press)
  if (!draft || !message) return null
  const failedIndex = draft.messages.findIndex((m) => m.id === failedId)

  return (
    <section className="send-bar" aria-label={t('composer.send.bar.label')}>
      {/* What came of Send and why it is held: above the button, scrolling inside its cap, never pushing
          Send out of the window. */}
      <div className="send-bar__details">
        {message.reference && (
          <EditBanner
            reference={message.reference}
            onStop={() => draftActions.setReference(index, undefined)}
          />
        )}
        <ProblemList problems={problems} />
        {outcome.phase === 'sending' && (
          <SendProgress action={outcome.action} progress={outcome.progress} wait={outcome.wait} />
        )}
        {several ? (
          <Suspense fallback={null}>
            <TargetResults views={targets} />
          </Suspense>
        ) : (
          <SendResults />
        )}
        <SendOutcome draftId={draft.id} index={failedIndex >= 0 ? failedIndex : index} onUnlocked={goOn} />
        {!sending && <SentStatus index={index} />}
        {/* This page's own run speaks for itself (its error, its result table). */}
        <LedgerNotice
          draft={draft}
          sendingHere={busyHere}
          ownResult={failure !== undefined || Object.keys(cells ?? {}).length > 0}
        />
      </div>
      <div className="send-bar__row">
        <PingWarning pings={pings} />
        <ScheduleButton />
        <Button
          tone="primary"
          className="send-bar__send"
          disabled={blocked}
          busy={running || (outcome.phase === 'sending' && outcome.draftId === draft.id)}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title={
            retry
              ? t('composer.send.bar.retryTitle')
              : resume
                ? t(several ? 'composer.send.bar.resumeTargetsTitle' : 'composer.send.bar.resumeTitle')
                : t('composer.send.bar.sendTitle')
          }
          onClick={press}
        >
          {t(
            retry
              ? 'composer.send.bar.retry'
              : resume
                ? 'composer.send.bar.resume'
                : 'composer.send.bar.send',
          )}
        </Button>
      </div>
      <SendAnnouncer key={draft.id} draftId={draft.id} />
      <Suspense fallback={null}>
        {dialog === 'resend' && draft.sent && (
          <ResendDialog
            fileNames={draft.sent.fileNames}
            link={draft.sent.link}
            count={draft.messages.length}
            onConfirm={() => send(true)}
            onClose={() => setDialog(undefined)}
          />
        )}
        {dialog === 'unknown' && (
          <RetryUnknownDialog
            count={several ? unknown : 1}
            onConfirm={() => send(true)}
            onClose={() => setDialog(undefined)}
          />
        )}
        {asking && (
          <DuplicateDialog
            reasons={refused}
            onConfirm={() => {
              setAnswered(refusal)
              send(true)
            }}
            onClose={() => setAnswered(refusal)}
          />
        )}
        {dialog === 'edit' && message.reference && (
          <EditReview
            reference={message.reference}
            data={message.data}
            busy={false}
            onConfirm={() => send()}
            onClose={() => setDialog(undefined)}
          />
        )}
      </Suspense>
    </section>
  )
}
