import { memo } from 'react'
import { useT } from '@renderer/i18n/store'
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
  const t = useT()
  const common = { index, embed }
  const web = 'https://…'
  const galleryHint = useGalleryHint(index, embed)
  return (
    <div className="embed-card__body">
      <div className="embed-card__grid">
        <EmbedTextField
          {...common}
          path="title"
          label={t('composer.embed.title')}
          name={t('composer.embed.part.title')}
          counter="title"
        />
        <EmbedTextField
          {...common}
          path="url"
          label={t('composer.embed.url')}
          name={t('composer.embed.part.url')}
          url
          placeholder={t('composer.embed.urlPlaceholder')}
          hint={galleryHint}
        />
      </div>
      <EmbedTextField
        {...common}
        path="description"
        label={t('composer.embed.description')}
        name={t('composer.embed.part.description')}
        counter="description"
        multiline
      />
      <ColourField {...common} />
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">{t('composer.embed.author')}</legend>
        <EmbedTextField
          {...common}
          path="author.name"
          label={t('composer.embed.authorName')}
          name={t('composer.embed.part.authorName')}
          counter="authorName"
        />
        <div className="embed-card__grid">
          <EmbedTextField
            {...common}
            path="author.url"
            label={t('composer.embed.url')}
            name={t('composer.embed.part.authorUrl')}
            url
            placeholder={web}
          />
          <EmbedTextField
            {...common}
            path="author.icon_url"
            label={t('composer.embed.iconUrl')}
            name={t('composer.embed.part.authorIcon')}
            url
            placeholder={web}
          />
        </div>
      </fieldset>
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">{t('composer.embed.images')}</legend>
        <div className="embed-card__grid">
          <ImageSlot {...common} slot="image" />
          <ImageSlot {...common} slot="thumbnail" />
        </div>
      </fieldset>
      <EmbedFields {...common} />
      <fieldset className="embed-card__group">
        <legend className="embed-card__subhead">{t('composer.embed.footer')}</legend>
        <div className="embed-card__grid">
          <EmbedTextField
            {...common}
            path="footer.text"
            label={t('composer.embed.footerText')}
            name={t('composer.embed.part.footerText')}
            counter="footerText"
          />
          <EmbedTextField
            {...common}
            path="footer.icon_url"
            label={t('composer.embed.iconUrl')}
            name={t('composer.embed.part.footerIcon')}
            url
            placeholder={web}
          />
        </div>
        <TimestampField {...common} />
      </fieldset>
    </div>
  )
})
