import { attachmentName } from '@shared/discord'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { EmbedTextField } from './EmbedTextField'
import { imageFiles } from './imageFiles'
import { useEmbedText, useKeptNames, useMessageFiles } from './useEmbedData'

type ImageSlotProps = { index: number; embed: number; slot: 'image' | 'thumbnail' }

/** An embed's image or thumbnail: a web address, or one of the message's attached images. */
export function ImageSlot({ index, embed, slot }: ImageSlotProps) {
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
  const label = slot === 'image' ? 'Image' : 'Thumbnail'

  return (
    <div className="image-slot">
      <EmbedTextField
        index={index}
        embed={embed}
        path={path}
        label={`${label} URL`}
        name={`${slot} URL`}
        url
        placeholder="https://… or attachment://file.png"
        hint={missing ? `No attached image is named “${chosen}”: attach it or pick another.` : undefined}
      />
      {images.length > 0 && (
        <div className="image-slot__file">
          <label htmlFor={selectId}>or an attached image</label>
          <select
            id={selectId}
            className="input"
            aria-label={`Embed ${n} ${slot} from attached images`}
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
            <option value="">None</option>
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
