import { useState } from 'react'
import { Part } from '../Part'

/** Discord's default avatar for a webhook without one (the first of its stock avatars). */
export const DEFAULT_AVATAR = 'https://cdn.discordapp.com/embed/avatars/0.png'

/** The round avatar beside the message; an address that fails falls back to Discord's default. */
export function Avatar({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = url && failed !== url ? url : DEFAULT_AVATAR
  return (
    <Part id="avatar_url" className="message__avatar">
      <img src={src} alt={`Avatar of ${name}`} width={40} height={40} onError={() => setFailed(url)} />
    </Part>
  )
}
