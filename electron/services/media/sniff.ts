/** The raster image types the preview shows. SVG is not among them: it is a document that can run code. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif'

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  text.split('').every((char, i) => bytes[from + i] === char.charCodeAt(0))

/**
 * The image type the bytes themselves say (their magic numbers), whatever the server's Content-Type
 * claimed; undefined for anything else (HTML, SVG, a video).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'image/png'
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  // ISO-BMFF: a box of type ftyp whose major brand is avif (a still) or avis (a sequence).
  if (ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif'
  return undefined
}

/** The video and audio types the preview plays, as Discord's client plays them inline. */
export type PlayableType =
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm'
  | 'audio/mp4'
  | 'audio/ogg'
  | 'audio/wav'
  | 'audio/mpeg'
  | 'audio/flac'

/** ISO-BMFF major brands of audio-only files (iTunes' M4A and M4B). */
const AUDIO_BRANDS = ['M4A ', 'M4B ']

/**
 * The video or audio type the bytes say (their magic numbers), whatever the server claimed; undefined for
 * anything else, images included (an AVIF is ISO-BMFF too, and a WebP a RIFF file).
 */
export function sniffPlayableType(bytes: Uint8Array): PlayableType | undefined {
  if (ascii(bytes, 4, 'ftyp') && bytes.length >= 12) {
    if (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis')) return undefined
    if (ascii(bytes, 8, 'qt  ')) return 'video/quicktime'
    if (AUDIO_BRANDS.some((brand) => ascii(bytes, 8, brand))) return 'audio/mp4'
    return 'video/mp4'
  }
  // EBML's magic number, then a DocType of "webm" within the header (Matroska in general is not played).
  if ([0x1a, 0x45, 0xdf, 0xa3].every((b, i) => bytes[i] === b)) {
    const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1')
    return head.includes('webm') ? 'video/webm' : undefined
  }
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav'
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac'
  // MP3: an ID3v2 tag, or an MPEG audio frame's sync word (eleven set bits).
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg'
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg'
  return undefined
}
