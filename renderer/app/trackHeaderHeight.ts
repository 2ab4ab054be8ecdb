/**
 * Keeps `--header-height` and `--frame-height` on a screen's scroll frame: the height of the screen's
 * sticky header and of the frame's view, so what sticks under the header (History's preview) starts below
 * it and fits. Follows the header as the screen first loads (its code arrives later) and as it wraps.
 * A ref callback: returns the stop.
 */
export function trackHeaderHeight(frame: HTMLElement | null): (() => void) | undefined {
  if (!frame) return undefined
  const update = () => {
    const header = frame.querySelector<HTMLElement>(':scope > .screen > .screen__header')
    frame.style.setProperty('--header-height', `${header?.offsetHeight ?? 0}px`)
    frame.style.setProperty('--frame-height', `${frame.clientHeight}px`)
  }
  const sizes = new ResizeObserver(update)
  const watch = () => {
    sizes.disconnect()
    sizes.observe(frame)
    const header = frame.querySelector(':scope > .screen > .screen__header')
    if (header) sizes.observe(header)
    update()
  }
  // The frame's own children change only when the screen's code arrives or its error shows.
  const children = new MutationObserver(watch)
  children.observe(frame, { childList: true })
  watch()
  return () => {
    children.disconnect()
    sizes.disconnect()
  }
}
