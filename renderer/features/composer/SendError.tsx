import type { RpcErrorData } from '../../../shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { issuesOf } from '../../util/issuesOf'
import { describeError } from './describeError'
import { fieldOf } from './fieldOf'

type SendErrorProps = { error: RpcErrorData; onDismiss(): void }

/** A failed send in the composer's words; problems the form already marks are not listed again. */
export function SendError({ error, onDismiss }: SendErrorProps) {
  const all = issuesOf(error)
  // A problem the form already shows under its field is not repeated here, unless Discord reported it:
  // then the list is Discord's own account of the request, paths included.
  const issues = error.kind === 'discord' ? all : all.filter((issue) => !fieldOf(issue.path))
  const shownAtField = all.length > issues.length
  return (
    <ErrorNotice
      error={error}
      text={describeError(error)}
      issues={issues}
      message={shownAtField ? 'Fix what is marked above, then send again.' : undefined}
      onDismiss={onDismiss}
    />
  )
}
