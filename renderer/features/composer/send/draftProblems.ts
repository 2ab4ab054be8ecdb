import type { DraftMessage } from '@shared/drafts/draft'
import type { Problem } from '@shared/discord'
import type { Pings } from '../mentions/pings'
import type { SendProblem } from './problems'
import { sendProblems } from './problems'
import type { FileProblem, TargetReadiness } from './readinessSources'
import type { Translate } from '@shared/i18n'

/** A reason Send is refused, with the message it is about (its position in the draft). */
export type DraftProblem = { key: string; text: string; path: string; messageIndex: number }

/** What the checks know of one message: where it would go, its body's problems and its files'. */
export type MessageChecks = {
  /** Undefined with several targets: each target is checked once, not per message (targetProblems). */
  readiness: TargetReadiness | undefined
  body: readonly Problem[]
  files: readonly FileProblem[]
  /** Text on screen the draft has not taken for this message (a JSON edit, a colour box). */
  held?: readonly SendProblem[]
}

/**
 * Every message's problems, in order. With several messages each reason is prefixed with the message
 * it is about; a reason about the target alone (not chosen, revoked) is the same for all and is listed
 * once.
 */
export function draftProblems(
  t: Translate,
  messages: readonly Pick<DraftMessage, 'name'>[],
  checks: readonly MessageChecks[],
): DraftProblem[] {
  const several = messages.length > 1
  const seen = new Set<string>()
  const list: DraftProblem[] = []
  checks.forEach((check, message) => {
    for (const problem of sendProblems(t, check.readiness, check.body, check.files, check.held)) {
      const shared = problem.key === 'target' && problem.path === 'target'
      if (shared && seen.has(problem.message)) continue
      if (shared) seen.add(problem.message)
      const label = messages[message]?.name || `Message ${message + 1}`
      list.push({
        key: `${message}:${problem.key}`,
        text: several && !shared ? `${label}: ${problem.message}` : problem.message,
        path: problem.path,
        messageIndex: message,
      })
    }
  })
  return list
}

/** Everyone any message of the draft pings, so the warning beside Send covers the whole run. */
export function unionPings(all: readonly Pings[]): Pings {
  const ids = (pick: (pings: Pings) => string[]) => [...new Set(all.flatMap(pick))]
  return {
    everyone: all.some((pings) => pings.everyone),
    here: all.some((pings) => pings.here),
    roles: ids((pings) => pings.roles),
    users: ids((pings) => pings.users),
  }
}
