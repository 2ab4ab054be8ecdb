import type { RpcErrorData } from '../../../shared/rpc'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { describeError } from './describeError'
import { fieldOf } from './fieldOf'

type SendErrorProps = { error: RpcErrorData; onDismiss(): void }

/** The service's own message under a heading per kind, with Discord's code and each field's problem. */
export function SendError({ error, onDismiss }: SendErrorProps) {
  const text = describeError(error)
  const all = error.kind === 'invalidInput' || error.kind === 'discord' ? error.issues : []
  // A problem the form already shows under its field is not repeated here, unless Discord reported it:
  // then the list is Discord's own account of the request, paths included.
  const issues = error.kind === 'discord' ? all : all.filter((issue) => !fieldOf(issue.path))
  const shownAtField = all.length > issues.length
  return (
    <Notice
      tone={text.tone}
      title={text.title}
      actions={
        <Button tone="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      <p className="notice__text" data-error-kind={error.kind}>
        {shownAtField ? 'Fix what is marked above, then send again.' : error.message}
        {error.kind === 'discord' && error.code !== null && (
          <span className="notice__code"> Discord code {error.code}.</span>
        )}
      </p>
      {issues.length > 0 && (
        <ul className="issues" aria-label="Problems">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path && <code>{issue.path}</code>} {issue.message}
            </li>
          ))}
        </ul>
      )}
      {text.hint && <p className="notice__hint">{text.hint}</p>}
    </Notice>
  )
}
