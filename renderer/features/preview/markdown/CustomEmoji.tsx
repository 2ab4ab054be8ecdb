import { useState } from 'react'
import { emojiUrl } from './emojiUrl'

/** A server emoji from Discord's CDN; when it cannot load (offline, deleted) its `:name:` shows instead. */
export function CustomEmoji({ id, name, animated }: { id: string; name: string; animated: boolean }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <span className="md-emoji-name">:{name}:</span>
  return (
    <img
      className="md-emoji"
      src={emojiUrl(id, animated)}
      alt={`:${name}:`}
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
}
