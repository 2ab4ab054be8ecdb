import { useState } from 'react'
import { LineIcon } from './LineIcon'

type Props = { src: string | undefined; alt: string; className?: string }

/**
 * An image of the message. Addresses the page may not load (the app only loads images from Discord's CDN
 * and the user's own files) or that fail show a labelled placeholder of the same size instead.
 */
export function PreviewImage({ src, alt, className }: Props) {
  const [failed, setFailed] = useState<string>()
  if (!src || failed === src) {
    return (
      // A decorative image (alt "") stays hidden from assistive technology when it cannot load too.
      <span
        className={`${className ?? ''} preview-image--missing`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <LineIcon
          d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01"
          size={32}
          strokeWidth={1.6}
        />
      </span>
    )
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />
}
