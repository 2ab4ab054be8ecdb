import type { Rectangle } from 'electron'
import type { WindowState } from './stateFile'

export type Placement = {
  bounds: Partial<Rectangle> & Pick<Rectangle, 'width' | 'height'>
  maximized: boolean
}

function within(inner: Rectangle, outer: Rectangle): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  )
}

/**
 * Where the window opens. The saved bounds are used only when they lie wholly in the work area of a
 * display connected now; a window saved on a monitor that is gone keeps its size (when that fits the
 * primary display) and is centred instead of opening out of sight. No saved state: the defaults.
 */
export function placeWindow(
  saved: WindowState | undefined,
  workAreas: readonly Rectangle[],
  defaults: { width: number; height: number },
): Placement {
  if (!saved) return { bounds: { ...defaults }, maximized: false }
  const { maximized, ...bounds } = saved
  if (workAreas.some((area) => within(bounds, area))) return { bounds, maximized }
  const primary = workAreas[0]
  const sizeFits = primary && bounds.width <= primary.width && bounds.height <= primary.height
  return { bounds: sizeFits ? { width: bounds.width, height: bounds.height } : { ...defaults }, maximized }
}
