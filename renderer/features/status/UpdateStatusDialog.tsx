import { useEffect, useState } from 'react'
import type { StatusMessage } from '@shared/rpc/areas/status'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { Field } from '../../components/Field'
import { StatusResult } from './StatusResult'
import { useStatusUpdate } from './useStatusUpdate'

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

  const body = (): unknown => {
    try {
      setParseError(undefined)
      return JSON.parse(value) as unknown
    } catch (error) {
      setParseError(`Not valid JSON: ${error instanceof Error ? error.message : 'parse error'}.`)
      return undefined
    }
  }

  return (
    <Dialog
      title={`Update “${status.name}”`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button
            tone="primary"
            busy={phase.kind === 'busy'}
            disabled={start === undefined || phase.kind === 'busy'}
            onClick={() => {
              const parsed = body()
              if (parsed !== undefined) void update(parsed)
            }}
          >
            Update status message
          </Button>
        </>
      }
    >
      <Field
        id="status-body"
        label="Message body (JSON)"
        hint="Discord’s message body: content, embeds, components, allowed_mentions."
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
