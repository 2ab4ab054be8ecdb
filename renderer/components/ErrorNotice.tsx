import type { ReactNode } from 'react'
import type { Issue, RpcErrorData } from '@shared/rpc'
import type { ErrorText } from '../util/describeRpcError'
import { describeRpcError } from '../util/describeRpcError'
import { issuesOf } from '../util/issuesOf'
import { saidText } from '@shared/rpc/saidText'
import { Notice } from './Notice'
import { useT } from '../i18n/store'

type ErrorNoticeProps = {
  error: RpcErrorData
  onDismiss?: (() => void) | undefined
  actions?: ReactNode
  /** The heading and next step; the library's wording unless the screen has its own. */
  text?: ErrorText
  /** The problems to list; all of the error's unless some are shown elsewhere. */
  issues?: readonly Issue[]
  /** Said instead of the service's message. */
  message?: string | undefined
  /** Each field the error names links to its control: called with the field's path. */
  onIssue?: ((path: string) => void) | undefined
}

/** One failure: a heading per kind, the service's message, Discord's code, each field's problem, a next step. */
export function ErrorNotice(props: ErrorNoticeProps) {
  const t = useT()
  const {
    error,
    onDismiss,
    actions,
    text = describeRpcError(error, undefined, t),
    issues = issuesOf(error),
  } = props
  return (
    <Notice tone={text.tone} title={text.title} actions={actions} onDismiss={onDismiss}>
      <p className="notice__text" data-error-kind={error.kind}>
        {props.message ?? saidText(t, error)}
        {error.kind === 'discord' && error.code !== null && (
          <span className="notice__code"> {t('error.discordCode', { code: String(error.code) })}</span>
        )}
      </p>
      {issues.length > 0 && (
        <ul className="issues" aria-label={t('error.problems')}>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path && <IssuePath path={issue.path} onIssue={props.onIssue} />} {saidText(t, issue)}
            </li>
          ))}
        </ul>
      )}
      {text.hint && <p className="notice__hint">{text.hint}</p>}
    </Notice>
  )
}

function IssuePath({ path, onIssue }: { path: string; onIssue: ((path: string) => void) | undefined }) {
  if (!onIssue) return <code>{path}</code>
  return (
    <a
      href={`#${path}`}
      onClick={(event) => {
        event.preventDefault()
        onIssue(path)
      }}
    >
      <code>{path}</code>
    </a>
  )
}
