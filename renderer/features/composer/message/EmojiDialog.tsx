import '@renderer/styles/composer-names.css'
import { useEffect, useId, useState } from 'react'
import type { GuildEmoji } from '@shared/rpc/areas/guilds'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useT } from '@renderer/i18n/store'
import { emojiUrl } from '../../preview/markdown/emojiUrl'
import { twemojiUrl } from '../../preview/markdown/twemoji'
import { useWebImage } from '../../preview/webImage'
import type { EmojiName } from './emojiNames'
import { customEmojiMarkup, loadEmojiNames, searchEmoji } from './emojiNames'
import { useTargetDirectory } from './guildDirectoryStore'
import { matching } from './mentionNames'

/** As many matches as fit a short list; typing more of the name narrows it. */
const SHOWN = 40

type EmojiDialogProps = { onInsert(emoji: string): void; onClose(): void }

/**
 * Finds an emoji by its `:shortcode:` and inserts the emoji itself (Discord converts shortcodes only in
 * its own client, never in a webhook's message). With a bot token saved for the target webhook's server,
 * the server's own emoji come first, inserted as `<:name:id>` markup. Enter inserts the first match.
 */
export function EmojiDialog({ onInsert, onClose }: EmojiDialogProps) {
  const t = useT()
  const [names, setNames] = useState<EmojiName[] | 'failed'>()
  const [query, setQuery] = useState('')
  const inputId = useId()
  useEffect(() => {
    loadEmojiNames().then(setNames, () => setNames('failed'))
  }, [])
  const serverEmoji = useServerEmoji()
  const server = matching(serverEmoji, query.replace(/^:+|:+$/g, ''), (emoji) => emoji.name)
  const found = Array.isArray(names) ? searchEmoji(names, query, SHOWN) : []
  const total = server.length + found.length
  const status =
    names === undefined
      ? t('composer.emoji.loading')
      : names === 'failed' && server.length === 0
        ? t('composer.emoji.failed')
        : total === 0
          ? t('composer.emoji.none', { query: query.trim() })
          : t(found.length === SHOWN ? 'composer.emoji.firstMatches' : 'composer.emoji.matches', {
              count: total,
            })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const first = server[0]
    if (first) onInsert(customEmojiMarkup(first))
    else if (found[0]) onInsert(found[0].emoji)
  }

  return (
    <Dialog title={t('composer.emoji.title')} onClose={onClose}>
      <form className="emoji-dialog" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('composer.emoji.name')}
          </label>
          <input
            id={inputId}
            className="input"
            autoComplete="off"
            placeholder={t('composer.emoji.placeholder')}
            aria-describedby={`${inputId}-status`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className="field__hint" id={`${inputId}-status`} role="status">
            {status}
          </p>
        </div>
        {server.length > 0 && (
          <>
            <h3 className="emoji-dialog__group" id={`${inputId}-server`}>
              {t('composer.emoji.server')}
            </h3>
            <ul className="emoji-dialog__list" aria-labelledby={`${inputId}-server`}>
              {server.map((emoji) => (
                <li key={emoji.id}>
                  <ServerEmojiChoice emoji={emoji} onInsert={onInsert} />
                </li>
              ))}
            </ul>
            {found.length > 0 && <h3 className="emoji-dialog__group">{t('composer.emoji.unicode')}</h3>}
          </>
        )}
        <ul className="emoji-dialog__list" aria-label={t('composer.emoji.list')}>
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
            {t('common.cancel')}
          </Button>
          <Button tone="primary" type="submit" disabled={total === 0}>
            {t('composer.emoji.insertFirst')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** The target webhook's server emoji, when a saved bot token of that server could read them. */
function useServerEmoji(): GuildEmoji[] {
  return useTargetDirectory().directory?.emojis ?? NONE
}

const NONE: GuildEmoji[] = []

/** A server emoji's image from Discord's CDN through the services; its name while it loads or cannot. */
function ServerEmojiChoice({ emoji, onInsert }: { emoji: GuildEmoji; onInsert(markup: string): void }) {
  const t = useT()
  const image = useWebImage(emojiUrl(emoji.id, emoji.animated))
  return (
    <button
      type="button"
      className="emoji-dialog__choice"
      title={`:${emoji.name}:`}
      aria-label={t('composer.emoji.serverEmoji', { name: emoji.name })}
      onClick={() => onInsert(customEmojiMarkup(emoji))}
    >
      {image?.state === 'ready' ? (
        <img src={image.src} alt="" width={24} height={24} draggable={false} />
      ) : (
        <span className="emoji-dialog__name" aria-hidden="true">
          :{emoji.name}:
        </span>
      )}
    </button>
  )
}
