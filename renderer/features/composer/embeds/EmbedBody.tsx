import { memo } from 'react'
import { EmbedFields } from '../fields'
import { ColourField } from './ColourField'
import { EmbedTextField } from './EmbedTextField'
import { ImageSlot } from './ImageSlot'
import { TimestampField } from './TimestampField'
import { useGalleryHint } from './useEmbedData'

/**
 * Every setting of one embed, grouped the way Discord lays the embed out. Memoised: each control reads
 * its own text from the store, so the body has nothing to render when its card's summary changes.
 */
export const EmbedBody = memo(function EmbedBody({ index, embed }: { index: number; embed: number }) {
  const common = { index, embed }
  const galleryHint = useGalleryHint(index, embed)
  return (
    <div className="embed-card__body">
      <div className="embed-card__grid">
        <EmbedTextField {...common} path="title" label="Title" name="title" counter="title" />
        <EmbedTextField
          {...common}
          path="url"
          label="URL"
          name="URL"
          url
          placeholder="https://… (makes the title a link)"
          hint={galleryHint}
        />
      </div>
      <EmbedTextField
        {...common}
        path="description"
        label="Description"
        name="description"
        counter="description"
        multiline
      />
      <ColourField {...common} />
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">Author</legend>
        <EmbedTextField {...common} path="author.name" label="Name" name="author name" counter="authorName" />
        <div className="embed-card__grid">
          <EmbedTextField
            {...common}
            path="author.url"
            label="URL"
            name="author URL"
            url
            placeholder="https://…"
          />
          <EmbedTextField
            {...common}
            path="author.icon_url"
            label="Icon URL"
            name="author icon URL"
            url
            placeholder="https://…"
          />
        </div>
      </fieldset>
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">Images</legend>
        <div className="embed-card__grid">
          <ImageSlot {...common} slot="image" />
          <ImageSlot {...common} slot="thumbnail" />
        </div>
      </fieldset>
      <EmbedFields {...common} />
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">Footer</legend>
        <div className="embed-card__grid">
          <EmbedTextField
            {...common}
            path="footer.text"
            label="Text"
            name="footer text"
            counter="footerText"
          />
          <EmbedTextField
            {...common}
            path="footer.icon_url"
            label="Icon URL"
            name="footer icon URL"
            url
            placeholder="https://…"
          />
        </div>
        <TimestampField {...common} />
      </fieldset>
    </div>
  )
})
