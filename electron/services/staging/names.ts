import { contentTypeFor } from '../discord/files'

const NAME_MAX = 255

/**
 * The picked file's own name, never a folder: whatever the page sends (`../../vault.json`, `C:\x\y`)
 * keeps only its last segment, without control characters. The name is metadata; it never becomes a path.
 */
export function baseName(given: string): string {
  const last = given.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  const name = clean === '.' || clean === '..' ? '' : clean
  return (name || 'file').slice(0, NAME_MAX)
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/

/** The type the page reported when it looks like one (parameters dropped), else one from the name. */
export function contentTypeOf(given: string | undefined, name: string): string {
  const type = (given ?? '').split(';')[0]!.trim().toLowerCase()
  return MIME.test(type) ? type : contentTypeFor(name)
}
