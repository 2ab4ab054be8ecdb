import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { FormDialogActions } from '../../components/FormDialogActions'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { useStatusStore } from '../../store/status/store'
import { useT } from '@renderer/i18n/store'

/** Names a sent message as a channel's status message; updates then edit it in place. */
export function MarkStatusDialog({ entry, onClose }: { entry: HistoryEntryView; onClose(): void }) {
  const mark = useStatusStore((state) => state.mark)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [done, setDone] = useState(false)
  const t = useT()

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
      title={t('status.use')}
      onClose={onClose}
      actions={
        <FormDialogActions
          done={done}
          onClose={onClose}
          form="mark-status"
          disabled={!name.trim()}
          busy={busy}
        >
          {t('status.use')}
        </FormDialogActions>
      }
    >
      {done ? (
        <p role="status">
          {t('status.marked', { name: name.trim() })}{' '}
          <code>herald status update "{name.trim()}" status.json</code>
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
          <p className="field__hint">{t('status.markHint')}</p>
          <Field id="mark-status-name" label={t('status.name')} hint={t('status.name.hint')}>
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
