import { useEffect, useId, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { twemojiUrl } from '../../preview/markdown/twemoji'
import type { EmojiName } from './emojiNames'
import { loadEmojiNames, searchEmoji } from './emojiNames'

/** As many matches as fit a short list; typing more of the name narrows it. */
const SHOWN = 40

type EmojiDialogProps = { onInsert(emoji: string): void; onClose(): void }

/**
 * Finds an emoji by its `:shortcode:` and inserts the emoji itself (Discord converts shortcodes only in
 * its own client, never in a webhook's message). Enter inserts the first match.
 */
export function EmojiDialog({ onInsert, onClose }: EmojiDialogProps) {
  const [names, setNames] = useState<EmojiName[] | 'failed'>()
  const [query, setQuery] = useState('')
  const inputId = useId()
  useEffect(() => {
    loadEmojiNames().then(setNames, () => setNames('failed'))
  }, [])
  const found = Array.isArray(names) ? searchEmoji(names, query, SHOWN) : []
  const status =
    names === undefined
      ? 'Loading emoji names…'
      : names === 'failed'
        ? 'The emoji names could not be loaded; type the emoji itself in the message.'
        : found.length === 0
          ? `No emoji is named “${query.trim()}”.`
          : `${found.length === SHOWN ? `First ${SHOWN}` : found.length} ${found.length === 1 ? 'match' : 'matches'}`

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (found[0]) onInsert(found[0].emoji)
  }

  return (
    <Dialog title="Insert emoji" onClose={onClose}>
      <form className="emoji-dialog" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Emoji name
          </label>
          <input
            id={inputId}
            className="input"
            autoComplete="off"
            placeholder=":tada:"
            aria-describedby={`${inputId}-status`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className="field__hint" id={`${inputId}-status`} role="status">
            {status}
          </p>
        </div>
        <ul className="emoji-dialog__list" aria-label="Matching emoji">
          {found.map((entry) => (
            <li key={entry.name}>
              <button
                type="button"
                className="emoji-dialog__choice"
                title={`:${entry.name}:`}
                aria-label={`:${entry.name}:`}
                onClick={() => onInsert(entry.emoji)}
              >
                <img src={twemojiUrl(entry.emoji)} alt="" width={24} height={24} draggable={false} />
              </button>
            </li>
          ))}
        </ul>
        <div className="mention-dialog__actions">
          <Button tone="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button tone="primary" type="submit" disabled={found.length === 0}>
            Insert first match
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
