import { Button } from '@renderer/components/Button'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { fromLocalInput, toLocalInput } from '../message/discordTimestamps'
import { useEmbedText } from './useEmbedData'

/** The embed's timestamp: picked in local time, stored as ISO 8601 (UTC) as Discord takes it. */
export function TimestampField({ index, embed }: { index: number; embed: number }) {
  const n = embed + 1
  const id = controlId(index, `embeds.${embed}.timestamp`)
  const iso = useEmbedText(index, embed, 'timestamp')
  const date = iso ? new Date(iso) : undefined
  const readable = date && !Number.isNaN(date.getTime()) ? date : undefined
  const set = (value: string) => draftActions.setEmbedText(index, embed, 'timestamp', value)

  return (
    <div className="field embed-timestamp">
      <label className="field__label" htmlFor={id}>
        Timestamp
      </label>
      <div className="embed-timestamp__row">
        <input
          id={id}
          className="input"
          type="datetime-local"
          aria-label={`Embed ${n} timestamp`}
          aria-describedby={`${id}-hint`}
          value={readable ? toLocalInput(readable) : ''}
          onChange={(event) => set(fromLocalInput(event.target.value)?.toISOString() ?? '')}
        />
        <Button
          tone="ghost"
          aria-label={`Set embed ${n} timestamp to now`}
          onClick={() => set(new Date().toISOString())}
        >
          Now
        </Button>
        <Button
          tone="ghost"
          aria-label={`Clear embed ${n} timestamp`}
          disabled={!iso}
          onClick={() => set('')}
        >
          Clear
        </Button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {iso && !readable
          ? `“${iso}” is not a date Herald can show; pick one or clear it.`
          : 'Your local time; Discord shows it in each reader’s own.'}
      </p>
    </div>
  )
}
