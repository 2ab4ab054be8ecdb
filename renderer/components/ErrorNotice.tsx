import type { ReactNode } from 'react'
import type { RpcErrorData } from '../../shared/rpc'
import { describeRpcError } from '../util/describeRpcError'
import { Button } from './Button'
import { Notice } from './Notice'

type ErrorNoticeProps = { error: RpcErrorData; onDismiss?: () => void; actions?: ReactNode }

/** One failure: a heading per kind, the service's message, Discord's code, each field's problem, a next step. */
export function ErrorNotice({ error, onDismiss, actions }: ErrorNoticeProps) {
  const text = describeRpcError(error)
  const issues = error.kind === 'invalidInput' || error.kind === 'discord' ? error.issues : []
  return (
    <Notice
      tone={text.tone}
      title={text.title}
      actions={
        (actions || onDismiss) && (
          <>
            {actions}
            {onDismiss && (
              <Button tone="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            )}
          </>
        )
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
