import { findElectronRuntime } from '@launch/electronRuntime'

/** Why this machine cannot run the Electron window, or the executable when it can. */
export function electronOrSkipReason(): { reason: string } | { executable: string } {
  const runtime = findElectronRuntime()
  if (!runtime.found) return { reason: `Electron runtime not found (${runtime.reason})` }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { reason: 'no display (set DISPLAY, or run under xvfb-run)' }
  }
  return { executable: runtime.executable }
}
