import { attachmentName } from '@shared/discord'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { EmbedTextField } from './EmbedTextField'
import { imageFiles } from './imageFiles'
import { useEmbedText, useKeptNames, useMessageFiles } from './useEmbedData'

type ImageSlotProps = { index: number; embed: number; slot: 'image' | 'thumbnail' }

/** An embed's image or thumbnail: a web address, or one of the message's attached images. */
export function ImageSlot({ index, embed, slot }: ImageSlotProps) {
  const t = useT()
  const n = embed + 1
  const path = slot === 'image' ? 'image.url' : 'thumbnail.url'
  const url = useEmbedText(index, embed, path)
  const images = imageFiles(useMessageFiles(index))
  const chosen = attachmentName(url)
  // A file the message already holds and the edit keeps resolves as well as a newly attached one.
  const kept = useKeptNames(index).split('\n')
  const missing =
    chosen !== undefined && !images.some((file) => file.name === chosen) && !kept.includes(chosen)
  const selectId = `${controlId(index, `embeds.${embed}.${path}`)}-file`

  return (
    <div className="image-slot">
      <EmbedTextField
        index={index}
        embed={embed}
        path={path}
        label={t(slot === 'image' ? 'composer.embed.imageUrl' : 'composer.embed.thumbnailUrl')}
        name={t(slot === 'image' ? 'composer.embed.part.image' : 'composer.embed.part.thumbnail')}
        url
        placeholder={t('composer.embed.imagePlaceholder')}
        hint={missing ? t('composer.embed.imageMissing', { name: chosen }) : undefined}
      />
      {images.length > 0 && (
        <div className="image-slot__file">
          <label htmlFor={selectId}>{t('composer.embed.orAttached')}</label>
          <select
            id={selectId}
            className="input"
            aria-label={t(
              slot === 'image' ? 'composer.embed.imageFromFiles' : 'composer.embed.thumbnailFromFiles',
              { n },
            )}
            value={chosen !== undefined && images.some((file) => file.name === chosen) ? chosen : ''}
            onChange={(event) =>
              draftActions.setEmbedText(
                index,
                embed,
                path,
                event.target.value ? `attachment://${event.target.value}` : '',
              )
            }
          >
            <option value="">{t('composer.embed.noImage')}</option>
            {images.map((file) => (
              <option key={file.handle} value={file.name}>
                {file.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  )
}
