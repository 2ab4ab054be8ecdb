import { useEffect, useState } from 'react'
import type { StatusMessage } from '@shared/rpc/areas/status'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { Field } from '../../components/Field'
import { StatusResult } from './StatusResult'
import { useStatusUpdate } from './useStatusUpdate'
import { useT } from '@renderer/i18n/store'

/** The body a status message shows now (its last edit, from History), as JSON to start from. */
function useCurrentBody(status: StatusMessage): string | undefined {
  const [text, setText] = useState<string>()
  useEffect(() => {
    let live = true
    void attempt('history.get', { entryId: `${status.webhookId}-${status.messageId}` }).then((outcome) => {
      const payload = outcome.ok ? outcome.value.entry.current.payload : null
      const body = payload && typeof payload === 'object' ? payload : { content: '' }
      if (live) setText(JSON.stringify(body, null, 2))
    })
    return () => {
      live = false
    }
  }, [status.webhookId, status.messageId])
  return text
}

/** "Update…" from the status list: the message body as JSON, edited in place on Discord. */
export function UpdateStatusDialog({ status, onClose }: { status: StatusMessage; onClose(): void }) {
  const start = useCurrentBody(status)
  const [text, setText] = useState<string>()
  const [parseError, setParseError] = useState<string>()
  const { phase, update, repost, reset } = useStatusUpdate(status.name)
  const value = text ?? start ?? ''
  const t = useT()

  const body = (): unknown => {
    try {
      setParseError(undefined)
      return JSON.parse(value) as unknown
    } catch (error) {
      setParseError(
        t('status.update.invalid', { why: error instanceof Error ? error.message : String(error) }),
      )
      return undefined
    }
  }

  return (
    <Dialog
      title={t('status.update.title', { name: status.name })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button
            tone="primary"
            busy={phase.kind === 'busy'}
            disabled={start === undefined || phase.kind === 'busy'}
            onClick={() => {
              const parsed = body()
              if (parsed !== undefined) void update(parsed)
            }}
          >
            {t('status.update.button')}
          </Button>
        </>
      }
    >
      <Field
        id="status-body"
        label={t('status.update.body')}
        hint={t('status.update.body.hint')}
        error={parseError}
      >
        {(control) => (
          <textarea
            {...control}
            className="input status-body"
            rows={10}
            spellCheck={false}
            value={value}
            disabled={start === undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <StatusResult
        name={status.name}
        phase={phase}
        onDismiss={reset}
        onRepost={() => {
          const parsed = body()
          if (parsed !== undefined) void repost(parsed)
        }}
      />
    </Dialog>
  )
}
