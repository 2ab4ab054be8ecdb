import { memo, useMemo } from 'react'
import type { Json } from '../read'
import { asRecord, asRecords, asString } from '../read'
import { Markdown } from '../markdown/Markdown'
import { parseMarkdown } from '../markdown/parseMarkdown'
import { plainText } from '../markdown/plainText'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { embedColor } from './embedColor'
import { EmbedAuthor } from './EmbedAuthor'
import { EmbedFields } from './EmbedFields'
import { EmbedFooter } from './EmbedFooter'
import { EmbedGallery } from './EmbedGallery'
import type { EmbedGroup } from './groupEmbeds'
import { imageUrlOf, sameGallery } from './groupEmbeds'
import { useMediaSrc } from './useMediaSrc'
import { useT } from '@renderer/i18n/store'
import './embed.css'

type Props = { embed: Json; index: number; gallery: EmbedGroup['gallery'] }

/**
 * One rich embed as Discord draws it: colour bar, author, linked title, description, fields, thumbnail,
 * image (or gallery) and footer. Memoised: typing in one embed re-renders that embed only.
 */
export const Embed = memo(function Embed({ embed, index, gallery }: Props) {
  const t = useT()
  const author = asRecord(embed.author)
  const title = asString(embed.title)
  const url = asString(embed.url)
  const description = asString(embed.description)
  // The same list while the fields are unchanged, so the memoised field grid skips a description edit.
  const fields = useMemo(() => asRecords(embed.fields), [embed.fields])
  const thumbnail = useMediaSrc(asString(asRecord(embed.thumbnail)?.url))
  const hasThumbnail = asString(asRecord(embed.thumbnail)?.url) !== undefined
  const color = embedColor(embed.color)
  // Parsed once per title, not on every keystroke elsewhere in the embed.
  const label = useMemo(
    () =>
      title
        ? t('preview.embed.titled', { title: plainText(parseMarkdown(title, 'header')).trim() })
        : t('preview.embed.numbered', { number: index + 1 }),
    [title, index, t],
  )
  return (
    <Part id={`embeds.${index}`} as="div" className={`embed${hasThumbnail ? ' embed--thumbnail' : ''}`}>
      <article
        className="embed__inner"
        aria-label={label}
        style={color ? { borderInlineStartColor: color } : undefined}
      >
        <div className="embed__grid">
          {author && <EmbedAuthor author={author} index={index} />}
          {title && (
            <Part id={`embeds.${index}.title`} className="embed__title">
              {url ? (
                <a className="embed__title-link" href={url} target="_blank" rel="noreferrer noopener">
                  <Markdown text={title} context="header" as="span" />
                </a>
              ) : (
                <Markdown text={title} context="header" as="span" />
              )}
            </Part>
          )}
          {description && (
            <Part id={`embeds.${index}.description`} className="embed__description">
              <Markdown text={description} context="full" />
            </Part>
          )}
          {fields.length > 0 && <EmbedFields fields={fields} index={index} hasThumbnail={hasThumbnail} />}
          {hasThumbnail && (
            <Part id={`embeds.${index}.thumbnail`} className="embed__thumbnail">
              <PreviewImage
                className="embed__thumbnail-image"
                src={thumbnail.src}
                alt={t('preview.embed.thumbnail')}
              />
            </Part>
          )}
          <EmbedGallery index={index} image={imageUrlOf(embed)} gallery={gallery} />
          <EmbedFooter footer={embed.footer} timestamp={embed.timestamp} index={index} />
        </div>
      </article>
    </Part>
  )
}, sameEmbed)

/** Grouping builds new gallery arrays on every change; equal contents must not re-render the embed. */
function sameEmbed(before: Props, after: Props): boolean {
  return (
    before.embed === after.embed && before.index === after.index && sameGallery(before.gallery, after.gallery)
  )
}
