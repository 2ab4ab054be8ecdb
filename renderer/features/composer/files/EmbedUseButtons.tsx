import { useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { isEmbeddable } from './fileNames'

type Slot = 'image' | 'thumbnail'
type EmbedUseButtonsProps = { index: number; file: number; name: string }

/** Puts attachment://name into an embed's image or thumbnail; with several embeds, asks which one. */
export function EmbedUseButtons({ index, file, name }: EmbedUseButtonsProps) {
  const t = useT()
  const embeds = useDraftsStore(draftsSelectors.embedCount(index))
  const [asking, setAsking] = useState<Slot | undefined>(undefined)
  if (!isEmbeddable(name)) return null
  const n = file + 1

  function apply(slot: Slot, embed: number) {
    if (embeds === 0) draftActions.addEmbed(index)
    draftActions.setEmbedText(index, embed, `${slot}.url`, `attachment://${name}`)
    setAsking(undefined)
  }
  const pick = (slot: Slot) => (embeds > 1 ? setAsking(slot) : apply(slot, 0))

  return (
    <>
      <Button tone="ghost" aria-label={t('composer.files.useAsImage', { n })} onClick={() => pick('image')}>
        {t('composer.files.embedImage')}
      </Button>
      <Button
        tone="ghost"
        aria-label={t('composer.files.useAsThumbnail', { n })}
        onClick={() => pick('thumbnail')}
      >
        {t('composer.files.embedThumbnail')}
      </Button>
      {asking && (
        <Dialog
          title={t('composer.files.whichEmbed', { name, slot: asking })}
          onClose={() => setAsking(undefined)}
          actions={
            <Button tone="ghost" onClick={() => setAsking(undefined)}>
              {t('common.cancel')}
            </Button>
          }
        >
          <div className="file-embed-choice">
            {Array.from({ length: embeds }, (_, embed) => (
              <Button
                key={embed}
                data-autofocus={embed === 0 || undefined}
                onClick={() => apply(asking, embed)}
              >
                {t('composer.embed.name', { n: embed + 1 })}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
    </>
  )
}
