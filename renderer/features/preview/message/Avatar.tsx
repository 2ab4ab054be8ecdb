import { memo, useState } from 'react'
import { Part } from '../Part'

/** Discord's default avatar for a webhook without one (the first of its stock avatars). */
export const DEFAULT_AVATAR = 'https://cdn.discordapp.com/embed/avatars/0.png'

/**
 * The round avatar beside the message. An address that fails falls back on Discord's default avatar,
 * and when that cannot load either (offline) on a blurple circle with the name's first letter.
 */
export const Avatar = memo(function Avatar({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const src = [url, DEFAULT_AVATAR].find(
    (candidate): candidate is string => !!candidate && !failed.has(candidate),
  )
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
