import { useWebImage } from '../preview/webImage'
import { useT } from '../../i18n/store'

type AvatarProps = {
  /** The name Discord shows for the webhook or bot; the alt text and the monogram come from it. */
  name: string
  id: string
  /** Discord's CDN URL of the avatar; null for the default one. */
  src: string | null
}

/**
 * A webhook's or bot's avatar from Discord's CDN, fetched by the services like every web image (the
 * page's CSP allows no remote origin), with an alt text. Without one, while it loads, or when it does not
 * load (offline, a stale hash, web images off in Settings), a coloured monogram takes its place.
 */
export function Avatar({ name, id, src }: AvatarProps) {
  const image = useWebImage(src ?? undefined)
  const t = useT()
  if (image?.state === 'ready') {
    return (
      <img
        className="avatar avatar--image"
        src={image.src}
        alt={t('webhooks.avatar.alt', { name })}
        width={36}
        height={36}
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
