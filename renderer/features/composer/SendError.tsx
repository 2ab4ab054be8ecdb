import type { RpcErrorData } from '../../../shared/rpc'
import { Notice } from '../../components/Notice'
import { issuesOf } from '../../util/issuesOf'
import { focusControl } from './controlId'
import { describeError } from './describeError'

type SendErrorProps = { error: RpcErrorData; index: number; onDismiss(): void }

/** A failed send in the composer's words; each field Discord or the services named links to its control. */
export function SendError({ error, index, onDismiss }: SendErrorProps) {
  const text = describeError(error)
  const issues = issuesOf(error)
  return (
    <Notice tone={text.tone} title={text.title} onDismiss={onDismiss}>
      <p className="notice__text" data-error-kind={error.kind}>
        {error.message}
        {error.kind === 'discord' && error.code !== null && (
          <span className="notice__code"> Discord code {error.code}.</span>
        )}
      </p>
      {issues.length > 0 && (
        <ul className="issues" aria-label="Problems">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? (
                <a
                  href={`#${issue.path}`}
                  onClick={(event) => {
                    event.preventDefault()
                    // The services name body paths under `message.`; the controls use the body's own paths.
                    focusControl(index, issue.path.replace(/^message\./, ''))
                  }}
                >
                  <code>{issue.path}</code>
                </a>
              ) : null}{' '}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      {text.hint && <p className="notice__hint">{text.hint}</p>}
    </Notice>
  )
}
