import { memo, useState } from 'react'
import { Part } from '../Part'

/**
 * The round avatar beside the message. A webhook without one, or an address that fails to load, shows a
 * blurple circle with the name's first letter: drawn here, so the preview never fetches a stock avatar
 * from the network just to be shown.
 */
export const Avatar = memo(function Avatar({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const src = [url].find((candidate): candidate is string => !!candidate && !failed.has(candidate))
  return (
    <Part id="avatar_url" className="message__avatar">
      {src ? (
        <img
          src={src}
          alt={`Avatar of ${name}`}
          width={40}
          height={40}
          onError={() => setFailed((before) => new Set(before).add(src))}
        />
      ) : (
        <span className="message__monogram" role="img" aria-label={`Avatar of ${name}`}>
          {Array.from(name)[0]?.toUpperCase() ?? '?'}
        </span>
      )}
    </Part>
  )
})
