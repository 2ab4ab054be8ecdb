import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { fromLocalInput, toLocalInput } from '../message/discordTimestamps'
import { useEmbedText } from './useEmbedData'

/** The embed's timestamp: picked in local time, stored as ISO 8601 (UTC) as Discord takes it. */
export function TimestampField({ index, embed }: { index: number; embed: number }) {
  const t = useT()
  const n = embed + 1
  const id = controlId(index, `embeds.${embed}.timestamp`)
  const iso = useEmbedText(index, embed, 'timestamp')
  const date = iso ? new Date(iso) : undefined
  const readable = date && !Number.isNaN(date.getTime()) ? date : undefined
  const set = (value: string) => draftActions.setEmbedText(index, embed, 'timestamp', value)

  return (
    <div className="field embed-timestamp">
      <label className="field__label" htmlFor={id}>
        {t('composer.embed.timestamp')}
      </label>
      <div className="embed-timestamp__row">
        <input
          id={id}
          className="input"
          type="datetime-local"
          aria-label={t('composer.embed.timestampName', { n })}
          aria-describedby={`${id}-hint`}
          value={readable ? toLocalInput(readable) : ''}
          onChange={(event) => set(fromLocalInput(event.target.value)?.toISOString() ?? '')}
        />
        <Button
          tone="ghost"
          aria-label={t('composer.embed.timestampNow', { n })}
          onClick={() => set(new Date().toISOString())}
        >
          {t('composer.embed.now')}
        </Button>
        <Button
          tone="ghost"
          aria-label={t('composer.embed.timestampClear', { n })}
          disabled={!iso}
          onClick={() => set('')}
        >
          {t('composer.embed.clear')}
        </Button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {iso && !readable
          ? t('composer.embed.timestampUnreadable', { iso })
          : t('composer.embed.timestampHint')}
      </p>
    </div>
  )
}
