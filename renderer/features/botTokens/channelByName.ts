import { valueList } from '@shared/i18n/phrase'
// What the bot tools' channel box holds: a channel id, or a name ("#general" or "general") among the
// channels the page knows (the library's servers and the chosen bot's).
import type { Translate } from '@shared/i18n'

export type KnownChannel = { id: string; name: string; server: string }

export type ChannelLookup = { ok: true; id: string } | { ok: false; message: string }

const ID = /^\d{17,20}$/

/** The channel id the text names, or why it names none (or several), in the page's language. */
export function channelByName(text: string, known: readonly KnownChannel[], t: Translate): ChannelLookup {
  const typed = text.trim()
  if (ID.test(typed)) return { ok: true, id: typed }
  const name = typed.replace(/^#/, '').trim().toLowerCase()
  if (name === '') return { ok: false, message: t('botTokens.channel.empty') }
  const found = known.filter(
    (c, i) => c.name.toLowerCase() === name && known.findIndex((k) => k.id === c.id) === i,
  )
  if (found.length === 1 && found[0]) return { ok: true, id: found[0].id }
  if (found.length > 1) {
    const servers = valueList(
      t,
      found.map((c) => c.server),
    )
    return { ok: false, message: t('botTokens.channel.several', { channel: name, servers }) }
  }
  return { ok: false, message: t('botTokens.channel.unknown', { channel: name }) }
}
