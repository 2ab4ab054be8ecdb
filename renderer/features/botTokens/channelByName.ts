// What the bot tools' channel box holds: a channel id, or a name ("#general" or "general") among the
// channels the page knows (the library's servers and the chosen bot's).

export type KnownChannel = { id: string; name: string; server: string }

export type ChannelLookup = { ok: true; id: string } | { ok: false; message: string }

const ID = /^\d{17,20}$/

/** The channel id the text names, or why it names none (or several). */
export function channelByName(text: string, known: readonly KnownChannel[]): ChannelLookup {
  const typed = text.trim()
  if (ID.test(typed)) return { ok: true, id: typed }
  const name = typed.replace(/^#/, '').trim().toLowerCase()
  if (name === '')
    return { ok: false, message: 'Type a channel name such as #general, or a channel id (17 to 20 digits).' }
  const found = known.filter(
    (c, i) => c.name.toLowerCase() === name && known.findIndex((k) => k.id === c.id) === i,
  )
  if (found.length === 1 && found[0]) return { ok: true, id: found[0].id }
  if (found.length > 1)
    return {
      ok: false,
      message: `Several channels are named #${name} (${found.map((c) => c.server).join(', ')}); pick one from the list.`,
    }
  return {
    ok: false,
    message: `No channel named #${name} in the servers Herald knows; pick one from the list or type its id (Discord: right-click the channel → Copy Channel ID).`,
  }
}
