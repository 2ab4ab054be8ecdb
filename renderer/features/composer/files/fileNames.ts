/** Extensions Discord shows in an embed through attachment:// (discord-wire §7.4). */
const EMBEDDABLE = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif'])

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

export function isEmbeddable(name: string): boolean {
  return EMBEDDABLE.has(extensionOf(name))
}

export function isImage(name: string, contentType: string): boolean {
  return contentType.startsWith('image/') || isEmbeddable(name)
}

/** A video or audio file, which the preview plays as Discord does (the preview decides which types). */
export function isPlayable(contentType: string): boolean {
  return contentType.startsWith('video/') || contentType.startsWith('audio/')
}

/**
 * A name as typed, made fit for Discord: no folder separators or control characters, and the original
 * extension kept when the new name has none (so an image stays an image). Empty keeps the original.
 */
export function sensibleName(typed: string, original: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = typed.replace(/[\\/\u0000-\u001f]/g, '').trim()
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return original
  const ext = extensionOf(original)
  return ext && !extensionOf(cleaned) ? `${cleaned.replace(/\.+$/, '')}.${ext}` : cleaned
}

/**
 * A name no other file of the message has: attachment:// names one file, so two files of one name would
 * make it ambiguous. "image.png" becomes "image-2.png", then "image-3.png".
 */
export function uniqueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((item) => item.toLowerCase()))
  if (!used.has(name.toLowerCase())) return name
  const ext = extensionOf(name)
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name
  for (let n = 2; ; n++) {
    const candidate = ext ? `${stem}-${n}.${name.slice(-ext.length)}` : `${stem}-${n}`
    if (!used.has(candidate.toLowerCase())) return candidate
  }
}
