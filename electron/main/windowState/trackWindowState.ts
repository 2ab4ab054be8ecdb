import type { BrowserWindow } from 'electron'
import type { WindowState } from './stateFile'

/** Enough to skip the burst of events a drag or a resize makes. */
const SETTLE_MS = 400

/**
 * Saves the window's state when it settles after a move or resize, and once more when it closes. The
 * normal bounds are kept while maximised, so un-maximising after a restart goes back to them.
 */
export function trackWindowState(window: BrowserWindow, save: (state: WindowState) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const current = (): WindowState => ({ ...window.getNormalBounds(), maximized: window.isMaximized() })
  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!window.isDestroyed()) save(current())
    }, SETTLE_MS)
  }
  window.on('resize', later)
  window.on('move', later)
  window.on('maximize', later)
  window.on('unmaximize', later)
  window.on('close', () => {
    clearTimeout(timer)
    save(current())
  })
}
