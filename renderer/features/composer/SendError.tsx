import type { RpcErrorData } from '../../../shared/rpc'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { describeError } from './describeError'

type SendErrorProps = { error: RpcErrorData; onDismiss(): void }

/** The service's own message under a heading per kind, with Discord's code and each field's problem. */
export function SendError({ error, onDismiss }: SendErrorProps) {
  const text = describeError(error)
  const issues = error.kind === 'invalidInput' || error.kind === 'discord' ? error.issues : []
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
        {error.message}
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
