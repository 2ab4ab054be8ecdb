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
