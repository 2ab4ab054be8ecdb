import { flushSync } from 'react-dom'
import { useT } from '@renderer/i18n/store'
import { focusControl } from '../controlId'
import { focusJsonEditor } from '../json/jsonEditorHandle'
import { showEditor } from '../layout/paneLayout'
import { useMessageSelection } from '../messages/selection'
import type { DraftProblem } from './draftProblems'
import { JSON_PATH } from './problems'

/**
 * Opens the message a problem is about, in the form, and focuses the control that fixes it; a JSON edit
 * not taken opens the JSON view at its editor instead.
 */
export function goToProblem(messageIndex: number, path: string): void {
  showEditor()
  const selection = useMessageSelection.getState()
  const view = path === JSON_PATH ? 'json' : 'form'
  if (selection.index !== messageIndex || selection.view !== view) {
    flushSync(() => {
      selection.select(messageIndex)
      selection.setView(view)
    })
  }
  if (view === 'json') focusJsonEditor()
  else focusControl(messageIndex, path)
}

/** Why Send is disabled: each reason is a link to the control that fixes it, in whichever message. */
export function ProblemList({ problems }: { problems: readonly DraftProblem[] }) {
  const t = useT()
  if (problems.length === 0) return null
  return (
    <div className="send-problems">
      <h3 className="send-problems__title" id="send-problems-title">
        {problems.length === 1
          ? t('composer.send.problems.one')
          : t('composer.send.problems.several', { count: problems.length })}
      </h3>
      <ul className="send-problems__list" aria-labelledby="send-problems-title">
        {problems.map((problem) => (
          <li key={problem.key}>
            <a
              href={`#${problem.path}`}
              className="send-problems__link"
              onClick={(event) => {
                event.preventDefault()
                goToProblem(problem.messageIndex, problem.path)
              }}
            >
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
