import { useState } from 'react'
import { useT } from '../../i18n/store'

type AvatarProps = {
  /** The name Discord shows for the webhook or bot; the alt text and the monogram come from it. */
  name: string
  id: string
  /** Discord's CDN URL of the avatar (the page's CSP allows Discord's CDN); null for the default one. */
  src: string | null
}

/**
 * A webhook's or bot's avatar from Discord's CDN, with an alt text. Without one, or when the image does
 * not load (offline, a stale hash), a coloured monogram takes its place.
 */
export function Avatar({ name, id, src }: AvatarProps) {
  // The URL that failed, so that a new avatar (after a check or an edit) gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null)
  const t = useT()
  if (src && failed !== src) {
    return (
      <img
        className="avatar avatar--image"
        src={src}
        alt={t('webhooks.avatar.alt', { name })}
        width={36}
        height={36}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    )
  }
  const letter = [...name.trim()][0]?.toUpperCase() ?? '#'
  const hue = Number(id.slice(-2)) % 6
  return (
    <span className={`avatar avatar--c${hue}`} aria-hidden="true" data-avatar="monogram">
      {letter}
    </span>
  )
}
