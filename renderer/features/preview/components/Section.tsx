import { useContext } from 'react'
import { resolveMedia } from '../media'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { FilesContext } from '../previewContext'
import type { Json } from '../read'
import { asNumber, asRecord, asRecords, asString } from '../read'
import { SpoilerCover } from '../attachments/SpoilerCover'
import { isLinkButton, LinkButton } from './LinkButton'
import { TextDisplay } from './TextDisplay'

/** A section: its texts on the left, its accessory (a thumbnail or a link button) on the right. */
export function Section({ component, part }: { component: Json; part: string }) {
  const texts = asRecords(component.components)
  const accessory = asRecord(component.accessory)
  return (
    <Part id={part} className="v2-section">
      <div className="v2-section__texts">
        {texts.map((text, i) => (
          <TextDisplay key={i} component={text} part={`${part}.components.${i}`} />
        ))}
      </div>
      {accessory && <Accessory accessory={accessory} part={`${part}.accessory`} />}
    </Part>
  )
}

function Accessory({ accessory, part }: { accessory: Json; part: string }) {
  const files = useContext(FilesContext)
  if (asNumber(accessory.type) === 2) {
    if (!isLinkButton(accessory)) return null
    return (
      <div className="v2-section__accessory v2-section__accessory--button">
        <LinkButton button={accessory} part={part} />
      </div>
    )
  }
  const media = resolveMedia(asString(asRecord(accessory.media)?.url), files)
  const image = (
    <PreviewImage src={media.src} alt={asString(accessory.description) ?? ''} className="v2-thumbnail" />
  )
  return (
    <Part id={`${part}.media.url`} className="v2-section__accessory">
      {accessory.spoiler === true ? <SpoilerCover>{image}</SpoilerCover> : image}
    </Part>
  )
}
