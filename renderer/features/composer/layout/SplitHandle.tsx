import type { KeyboardEvent, PointerEvent, RefObject } from 'react'
import { useRef } from 'react'
import { useT } from '@renderer/i18n/store'
import { SPLIT_MAX, SPLIT_MIN, usePaneLayout } from './paneLayout'

/** Per cent moved by one arrow key press. */
const STEP = 2

/**
 * The bar between the editor and the preview (the window splitter pattern): drag it, or focus it and
 * press the arrows (Home and End for the limits). Its value is the editor's share of the width.
 */
export function SplitHandle({ panes, controls }: { panes: RefObject<HTMLElement | null>; controls: string }) {
  const t = useT()
  const split = usePaneLayout((state) => state.split)
  const setSplit = usePaneLayout((state) => state.setSplit)
  const dragging = useRef(false)

  const shareAt = (clientX: number) => {
    const box = panes.current?.getBoundingClientRect()
    return box && box.width > 0 ? ((clientX - box.left) / box.width) * 100 : split
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
    dragging.current = true
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setSplit(shareAt(event.clientX), false)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return
    dragging.current = false
    setSplit(shareAt(event.clientX), true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = {
      ArrowLeft: split - STEP,
      ArrowRight: split + STEP,
      Home: SPLIT_MIN,
      End: SPLIT_MAX,
    }[event.key]
    if (to === undefined) return
    event.preventDefault()
    setSplit(to, true)
  }

  return (
    <div
      className="composer__split"
      role="separator"
      aria-label={t('composer.layout.split')}
      aria-orientation="vertical"
      aria-controls={controls}
      aria-valuenow={split}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-valuetext={t('composer.layout.splitValue', { share: split / 100 })}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  )
}
