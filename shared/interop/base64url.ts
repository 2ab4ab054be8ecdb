// base64url of UTF-8 text, written out because shared/ has neither Buffer, btoa nor TextEncoder.
// Discohook's ?data= is base64url(UTF-8(JSON)) with the padding removed (anchors §3.7).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Encode(text: string): number[] {
  const out: number[] = []
  for (const ch of text) {
    let cp = ch.codePointAt(0) ?? 0xfffd
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return out
}

/** Text of UTF-8 bytes; null when the bytes are not UTF-8. */
export function utf8Decode(bytes: readonly number[]): string | null {
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0
    const extra = b < 0x80 ? 0 : b >= 0xf0 && b < 0xf8 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1
    if (extra < 0 || i + extra >= bytes.length + (extra === 0 ? 1 : 0)) return null
    let cp = extra === 0 ? b : b & (0x3f >> extra)
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k] ?? 0
      if ((c & 0xc0) !== 0x80) return null
      cp = (cp << 6) | (c & 63)
    }
    out += String.fromCodePoint(cp)
    i += extra + 1
  }
  return out
}

/** Standard base64 of bytes, with or without padding. */
export function base64Encode(bytes: readonly number[], pad = true): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63]
    if (pad) out += '='.repeat(4 - chars)
  }
  return out
}

/** Bytes of standard base64 (padding optional); null when it is not base64. */
export function base64Decode(text: string): number[] | null {
  const clean = text.replace(/=+$/, '')
  if (clean.length % 4 === 1) return null
  const out: number[] = []
  let acc = 0
  let bits = 0
  for (const ch of clean) {
    const v = INDEX.get(ch)
    if (v === undefined) return null
    acc = (acc << 6) | v
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
  }
  return out
}

export function base64UrlEncodeText(text: string): string {
  return base64Encode(utf8Encode(text), false).replace(/\+/g, '-').replace(/\//g, '_')
}

/** Accepts base64url and plain base64 alike, since links get copied through many hands. */
export function base64UrlDecodeText(encoded: string): string | null {
  const bytes = base64Decode(encoded.trim().replace(/-/g, '+').replace(/_/g, '/'))
  return bytes === null ? null : utf8Decode(bytes)
}
