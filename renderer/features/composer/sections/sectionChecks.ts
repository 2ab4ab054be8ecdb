import { useEffect } from 'react'
import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useDraftsStore } from '@renderer/store/drafts/store'
import type { DraftProblem } from '../send/draftProblems'
import type { SectionKey } from './sectionPaths'
import { embedOfPath, sectionOfPath } from './sectionPaths'

// The reasons Send is held, as the send bar lists them, sorted by where they are fixed: each collapsed
// section and embed names its own, and the outline marks them. The send bar runs the checks, once, and
// publishes its reasons here (usePublishReasons); each header picks its own, so typing re-renders only a
// header whose reasons changed.

type Reason = { messageIndex: number; path: string; text: string }

const useChecks = create<{ reasons: readonly Reason[] }>()(() => ({ reasons: [] }))

/** The reason without the message's name the send bar puts before it when the draft has several. */
function withoutLabel(problem: DraftProblem, label: string): string {
  const prefix = `${label}: `
  return problem.text.startsWith(prefix) ? problem.text.slice(prefix.length) : problem.text
}

/** Publishes the draft's reasons for the section headers and the outline; called by the send bar. */
export function usePublishReasons(problems: readonly DraftProblem[]): void {
  // The messages' names only (a reason is labelled by its message's name): they rarely change.
  const names = useDraftsStore(useShallow((state) => state.draft?.messages.map((message) => message.name)))
  useEffect(() => {
    const reasons = problems.map((problem) => {
      const label = names?.[problem.messageIndex] || `Message ${problem.messageIndex + 1}`
      return { messageIndex: problem.messageIndex, path: problem.path, text: withoutLabel(problem, label) }
    })
    // Most keystrokes change no reason: publishing only a change spares every header its check.
    if (!sameReasons(reasons, useChecks.getState().reasons)) useChecks.setState({ reasons })
  }, [problems, names])
}

function sameReasons(a: readonly Reason[], b: readonly Reason[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => r.messageIndex === b[i]!.messageIndex && r.path === b[i]!.path && r.text === b[i]!.text)
  )
}

/**
 * Whether a reason belongs to section `section` of message `index`. Where it goes is one for the whole
 * draft (a target's reasons are listed once, under the first message), except a message's own thread.
 */
export function reasonIn(reason: Reason, index: number, section: SectionKey): boolean {
  if (sectionOfPath(reason.path) !== section) return false
  if (reason.messageIndex === index) return true
  return section === 'target' && !/^(thread_|applied_tags)/.test(reason.path)
}

/** The reasons Send is held that section `section` of message `index` fixes, in the send bar's order. */
export function useSectionProblems(index: number, section: SectionKey): string[] {
  return useChecks(
    useShallow((state) => state.reasons.filter((r) => reasonIn(r, index, section)).map((r) => r.text)),
  )
}

/** The same for one embed. */
export function useEmbedProblems(index: number, embed: number): string[] {
  return useChecks(
    useShallow((state) =>
      state.reasons
        .filter((r) => r.messageIndex === index && embedOfPath(r.path) === embed)
        .map((r) => r.text),
    ),
  )
}

/** How many reasons each section (by key) and each embed (`embed0`, `embed1`, …) of message `index` has. */
export function useProblemCounts(index: number): Readonly<Record<string, number>> {
  return useChecks(
    useShallow((state) => {
      const counts: Record<string, number> = {}
      for (const reason of state.reasons) {
        const section = sectionOfPath(reason.path)
        if (!section || !reasonIn(reason, index, section)) continue
        counts[section] = (counts[section] ?? 0) + 1
        const embed = embedOfPath(reason.path)
        if (embed !== undefined) counts[`embed${embed}`] = (counts[`embed${embed}`] ?? 0) + 1
      }
      return counts
    }),
  )
}
