import { useState } from 'react'
import { twemojiUrl } from './twemoji'

/**
 * A Unicode emoji drawn as Discord draws it, with Twemoji; the emoji itself is the text alternative, so
 * copying and screen readers get the character. An emoji newer than the shipped set shows as text.
 */
export function UnicodeEmoji({ text }: { text: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <span className="md-emoji md-emoji--unicode">{text}</span>
  return (
    <img
      className="md-emoji"
      src={twemojiUrl(text)}
      alt={text}
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
}
