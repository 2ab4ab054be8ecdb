import { memo } from 'react'
import { Part } from '../Part'
import { useWebImage } from '../webImage'
import { useT } from '@renderer/i18n/store'

/**
 * The round avatar beside the message, fetched by the services. A webhook without one, or an address
 * that is off or fails, shows a blurple circle with the name's first letter: drawn here, so the preview
 * never fetches a stock avatar just to be shown.
 */
export const Avatar = memo(function Avatar({ url, name }: { url: string | null; name: string }) {
  const t = useT()
  const image = useWebImage(url ?? undefined)
  const label = t('preview.avatar', { name })
  return (
    <Part id="avatar_url" className="message__avatar">
      {image?.state === 'ready' ? (
        <img src={image.src} alt={label} width={40} height={40} />
      ) : (
        <span className="message__monogram" role="img" aria-label={label}>
          {Array.from(name)[0]?.toUpperCase() ?? '?'}
        </span>
      )}
    </Part>
  )
})
