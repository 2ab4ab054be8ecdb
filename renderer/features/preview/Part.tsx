import type { MouseEvent, ReactNode } from 'react'
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { PartContext } from './partStore'
import { useT } from '@renderer/i18n/store'

type Props = {
  /** 'content', 'embeds.0.title', 'files.1', … as MessagePreviewProps documents. */
  id: string
  as?: 'div' | 'span'
  className?: string
  /** "auto" where the part is one text of the message (a name), so it reads in its own direction. */
  dir?: 'auto'
  children: ReactNode
}

/**
 * One selectable part of the preview. A click names the innermost part to the host (the composer then
 * focuses its field); when the host focuses a part, it scrolls into view and is outlined.
 */
export function Part({ id, as: Tag = 'div', className, dir, children }: Props) {
  const store = useContext(PartContext)
  const focused = useSyncExternalStore(
    store.subscribe,
    () => store.isFocused(id),
    () => store.isFocused(id),
  )
  // Rendered as a div or a span: a ref typed as both fits either element.
  const ref = useRef<HTMLDivElement & HTMLSpanElement>(null)
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [focused])
  const onClick = useCallback(
    (event: MouseEvent) => {
      // The innermost part wins: a field value inside an embed names the value, not the embed.
      event.stopPropagation()
      store.select(id)
    },
    [store, id],
  )
  const classes = [className, 'part', focused ? 'part--focused' : undefined].filter(Boolean).join(' ')
  return (
    <Tag ref={ref} className={classes} data-part={id} dir={dir} onClick={onClick}>
      {/* A part that cannot be drawn says so in its place; the rest of the preview stays. Its next
          input (a keystroke in its field) tries again. */}
      <ErrorBoundary resetKey={children} fallback={(error) => <PartError error={error} />}>
        {children}
      </ErrorBoundary>
    </Tag>
  )
}

function PartError({ error }: { error: Error }) {
  const t = useT()
  return <span className="part-error">{t('preview.part.error', { reason: error.message })}</span>
}
