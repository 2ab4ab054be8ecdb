import { renderToStaticMarkup } from 'react-dom/server'
import { MessagePreview } from '@renderer/features/preview'
import type { MessagePreviewProps } from '@renderer/features/preview'

/** Renders the preview to HTML, as the tests read it: no DOM needed. */
export function renderPreview(
  message: Record<string, unknown>,
  props: Partial<MessagePreviewProps> = {},
): string {
  return renderToStaticMarkup(
    <MessagePreview
      message={message}
      author={{ name: 'Herald Bot', avatarUrl: null }}
      timestamp={new Date('2026-01-02T15:04:05Z')}
      {...props}
    />,
  )
}
