import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { FormDialogActions } from '../../components/FormDialogActions'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { useStatusStore } from '../../store/status/store'

/** Names a sent message as a channel's status message; updates then edit it in place. */
export function MarkStatusDialog({ entry, onClose }: { entry: HistoryEntryView; onClose(): void }) {
  const mark = useStatusStore((state) => state.mark)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [done, setDone] = useState(false)

  const save = async () => {
    if (!name.trim()) return
    setBusy(true)
    const outcome = await mark({
      name,
      webhookId: entry.webhookId,
      messageId: entry.messageId,
      channelId: entry.channelId,
      threadId: entry.threadId,
    })
    setBusy(false)
    if (outcome.ok) setDone(true)
    else setError(outcome.error)
  }

  return (
    <Dialog
      title="Use as status message"
      onClose={onClose}
      actions={
        <FormDialogActions
          done={done}
          onClose={onClose}
          form="mark-status"
          disabled={!name.trim()}
          busy={busy}
        >
          Use as status message
        </FormDialogActions>
      }
    >
      {done ? (
        <p role="status">
          “{name.trim()}” is now a status message. In the composer, aim a draft at it to update it in place,
          or run <code>herald status update "{name.trim()}" status.json</code>.
        </p>
      ) : (
        <form
          id="mark-status"
          className="status-form"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <p className="field__hint">
            Updates edit this message in place instead of posting new ones, which keeps the channel tidy and
            within Discord’s rate limits. Changes made in quick succession go out as one edit.
          </p>
          <Field id="mark-status-name" label="Status message name" hint="For example “Server status”.">
            {(control) => (
              <input
                {...control}
                className="input"
                value={name}
                maxLength={100}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
        </form>
      )}
    </Dialog>
  )
}
