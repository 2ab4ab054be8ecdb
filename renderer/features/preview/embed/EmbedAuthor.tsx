import { memo } from 'react'
import type { Json } from '../read'
import { asString } from '../read'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { useMediaSrc } from './useMediaSrc'

/** The small line above the title: icon, plain-text name, linked when the author has a url. */
export const EmbedAuthor = memo(function EmbedAuthor({ author, index }: { author: Json; index: number }) {
  const name = asString(author.name)
  const url = asString(author.url)
  const icon = useMediaSrc(asString(author.icon_url))
  if (!name) return null
  return (
    <Part id={`embeds.${index}.author.name`} className="embed__author">
      {icon.src !== undefined && <PreviewImage className="embed__author-icon" src={icon.src} alt="" />}
      {url ? (
        <a className="embed__author-name" href={url} target="_blank" rel="noreferrer noopener" dir="auto">
          {name}
        </a>
      ) : (
        <span className="embed__author-name" dir="auto">
          {name}
        </span>
      )}
    </Part>
  )
})
