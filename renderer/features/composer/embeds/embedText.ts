import type { EmbedTextPath, Json } from '@renderer/store/drafts/reducers'
import { isRecord } from '@renderer/store/drafts/reducers'

/** Reads a text of an embed by its path ('title', 'author.name'), '' when unset or not text. */
export function readEmbedText(embed: Json | undefined, path: EmbedTextPath): string {
  const [head, key] = path.split('.') as [string, string | undefined]
  const outer = embed?.[head]
  const value = key ? (isRecord(outer) ? outer[key] : undefined) : outer
  return typeof value === 'string' ? value : ''
}
