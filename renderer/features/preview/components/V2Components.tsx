import { memo } from 'react'
import { Part } from '../Part'
import type { Json } from '../read'
import { asNumber, asRecords } from '../read'
import { SpoilerCover } from '../attachments/SpoilerCover'
import { FileComponent } from './FileComponent'
import { ActionRow } from './LinkButton'
import { MediaGallery } from './MediaGallery'
import { Section } from './Section'
import { TextDisplay } from './TextDisplay'
import './components.css'

/** One component of a Components V2 message, by its type; `part` is its body path (components.0). */
export function V2Component({ component, part }: { component: Json; part: string }) {
  switch (asNumber(component.type)) {
    case 10:
      return <TextDisplay component={component} part={part} />
    case 17:
      return <Container component={component} part={part} />
    case 9:
      return <Section component={component} part={part} />
    case 12:
      return <MediaGallery component={component} part={part} />
    case 13:
      return <FileComponent component={component} part={part} />
    case 14:
      return <Separator component={component} part={part} />
    case 1:
      return (
        <Part id={part}>
          <ActionRow row={component} part={part} />
        </Part>
      )
    default:
      return null
  }
}

/** A separator: small (8px) or large (16px) space, with a thin line unless divider is false. */
export function Separator({ component, part }: { component: Json; part: string }) {
  const large = asNumber(component.spacing) === 2
  const divider = component.divider !== false
  return (
    <Part id={`${part}.spacing`} className={`v2-separator v2-separator--${large ? 'large' : 'small'}`}>
      {divider ? <hr className="v2-separator__line" /> : <span className="v2-separator__space" />}
    </Part>
  )
}

/** A container: a rounded box with the accent colour as a bar on its left, hidden when a spoiler. */
export function Container({ component, part }: { component: Json; part: string }) {
  const accent = asNumber(component.accent_color)
  const children = asRecords(component.components)
  const box = (
    <div
      className={`v2-container${accent === undefined ? '' : ' v2-container--accent'}`}
      style={accent === undefined ? undefined : { borderInlineStartColor: hex(accent) }}
    >
      {children.map((child, i) => (
        <V2Component key={i} component={child} part={`${part}.components.${i}`} />
      ))}
    </div>
  )
  return (
    <Part id={part} className="v2-container-part">
      {component.spoiler === true ? <SpoilerCover>{box}</SpoilerCover> : box}
    </Part>
  )
}

function hex(color: number): string {
  return `#${Math.max(0, Math.min(0xffffff, Math.trunc(color)))
    .toString(16)
    .padStart(6, '0')}`
}

/** The top-level components of a Components V2 message, in order, in place of content and embeds. */
export const V2Components = memo(function V2Components({ components }: { components: unknown }) {
  const list = asRecords(components)
  if (list.length === 0) return null
  return (
    <div className="v2-components">
      {list.map((component, i) => (
        <V2Component key={i} component={component} part={`components.${i}`} />
      ))}
    </div>
  )
})
