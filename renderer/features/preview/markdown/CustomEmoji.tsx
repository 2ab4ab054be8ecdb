import { useWebImage } from '../webImage'
import { emojiUrl } from './emojiUrl'

/**
 * A server emoji from Discord's CDN, fetched by the services; while it loads, or when it cannot (offline,
 * deleted, web images off), its `:name:` shows instead.
 */
export function CustomEmoji({ id, name, animated }: { id: string; name: string; animated: boolean }) {
  const image = useWebImage(emojiUrl(id, animated))
  if (image?.state !== 'ready') return <span className="md-emoji-name">:{name}:</span>
  return <img className="md-emoji" src={image.src} alt={`:${name}:`} draggable={false} />
}
