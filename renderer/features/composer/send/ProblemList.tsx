import { focusControl } from '../controlId'
import type { SendProblem } from './problems'

/** Why Send is disabled: each reason is a link to the control that fixes it. */
export function ProblemList({ index, problems }: { index: number; problems: readonly SendProblem[] }) {
  if (problems.length === 0) return null
  return (
    <div className="send-problems">
      <h3 className="send-problems__title" id={`send-problems-${index}`}>
        {problems.length === 1
          ? 'Fix this before sending:'
          : `Fix these ${problems.length} things before sending:`}
      </h3>
      <ul className="send-problems__list" aria-labelledby={`send-problems-${index}`}>
        {problems.map((problem) => (
          <li key={problem.key}>
            <a
              href={`#${problem.path}`}
              className="send-problems__link"
              onClick={(event) => {
                event.preventDefault()
                focusControl(index, problem.path)
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
