import type { Problem } from '@shared/discord'
import type { FileProblem, TargetReadiness } from './readinessSources'
import type { Translate } from '@shared/i18n'
import { problemText } from '@renderer/i18n/problemText'

/** One reason Send is refused; `path` names the control that fixes it (controlId's body path). */
export type SendProblem = { key: string; message: string; path: string }

/** The control "Send to" uses, so a target problem links there too. */
export const TARGET_PATH = 'target'
/** Not a body path: the JSON view's editor, where a JSON edit the draft has not taken is fixed. */
export const JSON_PATH = '(json)'

/**
 * Everything that stops Send, in the order the editor shows its controls: where it goes, text on screen
 * the draft has not taken (Send would post another body than the one shown), the body (measure's
 * problems, which are the services' own checks), then the files.
 */
export function sendProblems(
  t: Translate,
  /** Undefined when the targets are checked on their own (several targets: targetProblems). */
  readiness: TargetReadiness | undefined,
  body: readonly Problem[],
  files: readonly FileProblem[],
  /** Text on screen the draft has not taken (a JSON edit, a colour box), which Send would not post. */
  held: readonly SendProblem[] = [],
): SendProblem[] {
  const list: SendProblem[] = []
  if (readiness && !readiness.ok) {
    list.push({ key: 'target', message: readiness.reason, path: readiness.path ?? TARGET_PATH })
  }
  list.push(...held)
  for (const problem of body) {
    // A problem with the whole message (nothing to send) is fixed in the message field.
    const path = problem.pathText || 'content'
    list.push({
      key: `body:${problem.pathText}:${problem.code}:${problem.message}`,
      message: problemText(t, problem),
      path,
    })
  }
  for (const problem of files) {
    list.push({
      key: `file:${problem.path}:${problem.message}`,
      message: problem.message,
      path: problem.path,
    })
  }
  return list
}
