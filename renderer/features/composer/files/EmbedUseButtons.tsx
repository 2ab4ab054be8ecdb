import { useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { isEmbeddable } from './fileNames'

type Slot = 'image' | 'thumbnail'
type EmbedUseButtonsProps = { index: number; file: number; name: string }

/** Puts attachment://name into an embed's image or thumbnail; with several embeds, asks which one. */
export function EmbedUseButtons({ index, file, name }: EmbedUseButtonsProps) {
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
      <Button tone="ghost" aria-label={`Use file ${n} as embed image`} onClick={() => pick('image')}>
        Embed image
      </Button>
      <Button tone="ghost" aria-label={`Use file ${n} as embed thumbnail`} onClick={() => pick('thumbnail')}>
        Embed thumbnail
      </Button>
      {asking && (
        <Dialog
          title={`Use ${name} as the ${asking} of which embed?`}
          onClose={() => setAsking(undefined)}
          actions={
            <Button tone="ghost" onClick={() => setAsking(undefined)}>
              Cancel
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
                Embed {embed + 1}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
    </>
  )
}
