import { renderToStaticMarkup } from 'react-dom/server'
import { MessagePreview } from '@renderer/features/preview'
import type { MessagePreviewProps } from '@renderer/features/preview'
import { useLocaleStore } from '@renderer/i18n/store'
import type { Locale } from '@shared/i18n'
import { formatsFor } from '@shared/i18n'
import { translator } from './translators'

/**
 * The page's language while the tests render (the app loads it before it renders): English by default.
 * renderToStaticMarkup reads a store's server snapshot, which is zustand's initial state, so that is set.
 */
export function speak(locale: Parameters<typeof translator>[0] & Locale): void {
  const state = { locale, t: translator(locale), formats: formatsFor(locale) }
  Object.assign(useLocaleStore.getInitialState(), state)
  useLocaleStore.setState(state)
}

speak('en')

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
