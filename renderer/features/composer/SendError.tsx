import type { RpcErrorData } from '../../../shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { issuesOf } from '../../util/issuesOf'
import { describeError } from './describeError'

type SendErrorProps = { error: RpcErrorData; onDismiss(): void }

/** A failed send in the composer's words; problems the form already marks are not listed again. */
export function SendError({ error, onDismiss }: SendErrorProps) {
  const issues = issuesOf(error)
  const shownAtField = false
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
