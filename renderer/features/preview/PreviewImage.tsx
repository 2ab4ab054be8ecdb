import { useState } from 'react'
import { LineIcon } from './LineIcon'
import { useWebImage, webImageReasons } from './webImage'
import { useT } from '@renderer/i18n/store'

type Props = { src: string | undefined; alt: string; className?: string }

/**
 * An image of the message. Web addresses come through the services (useWebImage); one that is off,
 * refused or fails shows a placeholder of the same size that says why.
 */
export function PreviewImage({ src, alt, className }: Props) {
  const t = useT()
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
  const why =
    image?.state === 'failed'
      ? webImageReasons[image.reason]
      : image?.state === 'ready'
        ? webImageReasons.unreachable
        : undefined
  const reason = why && t(why)
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
