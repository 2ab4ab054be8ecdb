import { useState } from 'react'
import type { MediaKind } from '@shared/media/route'
import { LineIcon } from './LineIcon'
import type { WebImage } from './webImage'
import { useWebImage, webImageReasons } from './webImage'
import { useT } from '@renderer/i18n/store'

type Props = { src: string | undefined; alt: string; className?: string }

/**
 * An image of the message. Web addresses come through the services (useWebImage); one that is off,
 * refused or fails shows a placeholder of the same size that says why.
 */
export function PreviewImage({ src, alt, className }: Props) {
  const image = useWebImage(src)
  const [failed, setFailed] = useState<string>()
  if (image?.state === 'ready' && failed !== image.src) {
    return (
      <img
        className={className}
        src={image.src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(image.src)}
      />
    )
  }
  return <MissingMedia image={image} alt={alt} className={className} kind="image" />
}

/**
 * A video of the message, played as Discord plays it: the user's own file, or a sent one on Discord's CDN
 * fetched by the services (the page's CSP lets media come only from blob: addresses).
 */
export function PreviewVideo({ src, alt, className }: Props) {
  const video = useWebImage(src, 'playable')
  const [failed, setFailed] = useState<string>()
  if (video?.state === 'ready' && failed !== video.src) {
    return (
      <video
        className={className}
        src={video.src}
        controls
        preload="metadata"
        aria-label={alt}
        onError={() => setFailed(video.src)}
      />
    )
  }
  return <MissingMedia image={video} alt={alt} className={className} kind="playable" />
}

/** Why a file of the message is not shown, in the words of its placeholder (undefined while it loads). */
export function useMissingReason(media: WebImage | undefined, kind: MediaKind): string | undefined {
  const t = useT()
  const why =
    media?.state === 'failed'
      ? kind === 'playable' && media.reason === 'notImage'
        ? 'preview.media.notPlayable'
        : webImageReasons[media.reason]
      : media?.state === 'ready'
        ? webImageReasons.unreachable
        : undefined
  return why && t(why)
}

/** The placeholder of the same size that says why, with the alt text as its name. */
function MissingMedia({
  image,
  alt,
  className,
  kind,
}: {
  image: WebImage | undefined
  alt: string
  className: string | undefined
  kind: MediaKind
}) {
  const t = useT()
  const reason = useMissingReason(image, kind)
  const label = alt && reason ? t('preview.image.missing', { alt, reason }) : alt || reason
  return (
    // A decorative image (alt "") with nothing to explain stays hidden from assistive technology.
    <span
      className={`${className ?? ''} preview-image--missing`}
      title={reason}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...(image?.state === 'loading' ? { 'aria-busy': true } : {})}
    >
      <LineIcon
        d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01"
        size={32}
        strokeWidth={1.6}
      />
      {reason && <span className="preview-image__reason">{reason}</span>}
    </span>
  )
}
