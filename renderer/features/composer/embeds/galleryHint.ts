import { GALLERY_LIMIT } from '../../preview/embed/groupEmbeds'

function listed(numbers: number[]): string {
  return numbers.length < 2
    ? numbers.join('')
    : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`
}

/**
 * What the URL field says when other embeds of the message have the same URL: Discord then draws them
 * as one embed whose images form a gallery (the preview's groupEmbeds), which surprises a writer who
 * meant separate cards. Undefined for an embed without a URL or with one of its own.
 */
export function galleryHint(urls: readonly string[], embed: number): string | undefined {
  // Discord compares the addresses exactly, as groupEmbeds does.
  const url = urls[embed]
  if (!url) return undefined
  const sharing = urls.flatMap((other, i) => (other === url ? [i + 1] : []))
  if (sharing.length < 2) return undefined
  return `Embeds ${listed(sharing)} share this URL: Discord shows them as one embed, with their images as one gallery (${GALLERY_LIMIT} at most).`
}
