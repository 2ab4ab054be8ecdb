import type { Formats, Translate } from '@shared/i18n'
import { GALLERY_LIMIT } from '../../preview/embed/groupEmbeds'

/**
 * What the URL field says when other embeds of the message have the same URL: Discord then draws them
 * as one embed whose images form a gallery (the preview's groupEmbeds), which surprises a writer who
 * meant separate cards. Undefined for an embed without a URL or with one of its own.
 */
export function galleryHint(
  urls: readonly string[],
  embed: number,
  t: Translate,
  formats: Formats,
): string | undefined {
  // Discord compares the addresses exactly, as groupEmbeds does.
  const url = urls[embed]
  if (!url) return undefined
  const sharing = urls.flatMap((other, i) => (other === url ? [i + 1] : []))
  if (sharing.length < 2) return undefined
  const embeds = formats.list(sharing.map((n) => formats.number(n)))
  return t('composer.embed.galleryHint', { embeds, max: GALLERY_LIMIT })
}
