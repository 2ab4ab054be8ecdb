import { useMemo } from 'react'
import type { DraftMessage } from '@shared/drafts/draft'
import type { Formats, Translate } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import { measureMessage } from '@renderer/store/drafts/measurement'
import type { DraftsState } from '@renderer/store/drafts/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { fileProblems, uploadingProblem } from '../files/fileSizes'
import { missingFileProblems, useMissingFiles } from '../files/missingFiles'
import { useColourHolds } from '../embeds/colourHolds'
import { useJsonEdits } from '../json/jsonEdits'
import { useUploadsStore } from '../files/uploadsStore'
import type { Pings } from '../mentions/pings'
import { targetReadiness } from '../target/readiness'
import { useTargetSettings } from '../target/targetSettings'
import { useDestination } from '../target/useDestination'
import type { TargetView } from '../target/useTargetViews'
import { useTargetViews } from '../target/useTargetViews'
import type { DraftProblem, MessageChecks } from './draftProblems'
import { screenHolds } from './screenHolds'
import { draftProblems, unionPings } from './draftProblems'
import type { TargetReadiness } from './readinessSources'
import { pingsOf } from './readinessSources'
import { targetProblems } from './targetProblems'
import { useDraftAfterKeys } from './useDraftAfterKeys'

const NO_MESSAGES: DraftMessage[] = []
const NO_TAGS: readonly string[] = []

export type DraftChecks = {
  /** Where each message goes with one target (each its own thread), by position; empty with several. */
  readiness: TargetReadiness[]
  /** The targets when there are several (each gets every message); empty with one. */
  targets: TargetView[]
  problems: DraftProblem[]
  pings: Pings
}

/** Everything the checks read besides the messages: nothing a keystroke in the form changes. */
type CheckInputs = {
  destination: ReturnType<typeof useDestination>['destination']
  forum: ReturnType<typeof useDestination>['forum']
  views: TargetView[]
  defaultLimit: ReturnType<typeof useTargetSettings.getState>['defaultUploadLimitMiB']
  uploading: number
  jsonEdits: ReturnType<typeof useJsonEdits.getState>['pending']
  missing: ReturnType<typeof useMissingFiles.getState>['missing']
  colours: ReturnType<typeof useColourHolds.getState>['held']
  t: Translate
  formats: Formats
}

/**
 * Whether every message of the open draft can be sent, why not (each reason names its message or its
 * target), and whom the run pings. The body checks are the cached measure() of each message, as the
 * counters read.
 *
 * Typing reaches these checks once it pauses (useDraftAfterKeys, issue 23), so the send bar, the outline
 * and the section headers re-render off the input path. What they show may therefore trail the draft
 * while keys come: `now()` checks the draft as it is, and Send calls it before anything goes out.
 */
export function useDraftChecks(): DraftChecks & { now(): DraftChecks } {
  const t = useT()
  const formats = useFormats()
  const messages = useDraftAfterKeys()?.messages ?? NO_MESSAGES
  const draftId = useDraftsStore((state) => state.draft?.id)
  const { destination, forum } = useDestination()
  const views = useTargetViews()
  const defaultLimit = useTargetSettings((state) => state.defaultUploadLimitMiB)
  const jsonEdits = useJsonEdits((state) => state.pending)
  const missing = useMissingFiles((state) => state.missing)
  const colours = useColourHolds((state) => state.held)
  const uploading = useUploadsStore(
    (state) => state.uploads.filter((upload) => upload.draftId === draftId && !upload.error).length,
  )
  const inputs: CheckInputs = useMemo(
    () => ({ destination, forum, views, defaultLimit, uploading, jsonEdits, missing, colours, t, formats }),
    [destination, forum, views, defaultLimit, uploading, jsonEdits, missing, colours, t, formats],
  )
  const checks = useMemo(() => computeChecks(messages, inputs), [messages, inputs])
  return { ...checks, now: () => computeChecks(openMessages(useDraftsStore.getState()), inputs) }
}

const openMessages = (state: DraftsState) => state.draft?.messages ?? NO_MESSAGES

function computeChecks(messages: DraftMessage[], inputs: CheckInputs): DraftChecks {
  const { destination, forum, views, defaultLimit, uploading, jsonEdits, missing, colours, t, formats } =
    inputs
  const several = views.length > 1
  const readiness = several
    ? []
    : messages.map((message) => targetReadiness(destination, threadInputOf(message), forum, defaultLimit, t))
  // With several targets a file must fit the smallest upload limit among them.
  const limits = views.flatMap((view) => (view.readiness.ok ? [view.readiness.uploadLimitMiB] : []))
  const sharedLimit = limits.length > 0 ? Math.min(...limits) : undefined
  const checks: MessageChecks[] = messages.map((message, i) => {
    const ready = several ? undefined : readiness[i]
    const limit = several ? sharedLimit : ready?.ok ? ready.uploadLimitMiB : undefined
    const kept = message.reference?.kept.length ?? 0
    const files = [
      ...missingFileProblems(message.files, missing),
      ...fileProblems(message.files, limit, kept),
    ]
    const held = screenHolds(message, i, jsonEdits, colours)
    return { readiness: ready, body: measureMessage(message).problems, files, held }
  })
  // Files still attaching stop the whole run; the uploads do not say for which message, so once.
  if (uploading > 0 && checks[0])
    checks[0] = { ...checks[0], files: [...checks[0].files, uploadingProblem(uploading)] }
  const problems = [
    ...(several ? targetProblems(views, messages, t, formats) : []),
    ...draftProblems(t, messages, checks),
  ]
  const pings = unionPings(messages.map((message) => pingsOf(message.data)))
  return { readiness, targets: several ? views : [], problems, pings }
}

function threadInputOf(message: DraftMessage) {
  const name = message.data.thread_name
  const tags = message.data.applied_tags
  return {
    threadId: message.threadId,
    threadName: typeof name === 'string' ? name : '',
    appliedTags: Array.isArray(tags) ? (tags as string[]) : NO_TAGS,
  }
}
