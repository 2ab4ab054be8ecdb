import type { RpcErrorData } from '@shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { focusControl } from './controlId'
import { describeError } from './describeError'

type SendErrorProps = { error: RpcErrorData; index: number; onDismiss(): void }

/** A failed send in the composer's words; each field Discord or the services named links to its control. */
export function SendError({ error, index, onDismiss }: SendErrorProps) {
  const t = useT()
  return (
    <ErrorNotice
      error={error}
      text={describeError(error, t)}
      onDismiss={onDismiss}
      // The services name body paths under `message.`; the controls use the body's own paths.
      onIssue={(path) => focusControl(index, path.replace(/^message\./, ''))}
    />
  )
}
