import { Markdown } from '../markdown/Markdown'
import { Part } from '../Part'
import type { Json } from '../read'
import { asString } from '../read'

/** A text display: markdown, as the content of a message is drawn. */
export function TextDisplay({ component, part }: { component: Json; part: string }) {
  const content = asString(component.content)
  if (!content) return null
  return (
    <Part id={`${part}.content`} className="v2-text">
      <Markdown text={content} context="full" />
    </Part>
  )
}
