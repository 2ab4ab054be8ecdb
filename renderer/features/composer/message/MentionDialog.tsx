import { useId, useRef, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { describedBy } from '@renderer/components/Field'
import type { MentionKind } from './mentionMarkup'
import { idProblem, MENTION_KINDS, mentionMarkup, needsId } from './mentionMarkup'

type MentionDialogProps = { onInsert(markup: string): void; onClose(): void }

/**
 * Inserts a user, role or channel mention by id, or @everyone / @here. Whether it pings is decided by
 * the Mentions section; this only writes the markup.
 */
export function MentionDialog({ onInsert, onClose }: MentionDialogProps) {
  const [kind, setKind] = useState<MentionKind>('user')
  const [id, setId] = useState('')
  const [tried, setTried] = useState(false)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const problem = needsId(kind) ? idProblem(id) : undefined
  const error = tried ? problem : undefined

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) input.current?.focus()
    else onInsert(mentionMarkup(kind, id))
  }

  return (
    <Dialog title="Insert mention" onClose={onClose}>
      <form className="mention-dialog" onSubmit={submit} noValidate>
        <fieldset className="mention-dialog__kinds">
          <legend className="field__label">Mention</legend>
          {MENTION_KINDS.map((option) => (
            <label key={option.kind} className="mention-dialog__kind">
              <input
                type="radio"
                name="mention-kind"
                checked={kind === option.kind}
                onChange={() => setKind(option.kind)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {needsId(kind) && (
          <div className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={inputId}>
              {kind === 'user' ? 'User id' : kind === 'role' ? 'Role id' : 'Channel id'}
            </label>
            <input
              {...describedBy(inputId, error, true)}
              ref={input}
              className="input input--mono"
              inputMode="numeric"
              autoComplete="off"
              value={id}
              onChange={(event) => setId(event.target.value)}
            />
            {error ? (
              <p className="field__error" id={`${inputId}-error`}>
                {error}
              </p>
            ) : (
              <p className="field__hint" id={`${inputId}-hint`}>
                In Discord, turn on Developer Mode, then right-click and choose “Copy ID”.
              </p>
            )}
          </div>
        )}
        <p className="mention-dialog__markup">
          Inserts <code>{needsId(kind) && problem ? mentionMarkup(kind, '…') : mentionMarkup(kind, id)}</code>
        </p>
        <div className="mention-dialog__actions">
          <Button tone="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button tone="primary" type="submit">
            Insert
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
