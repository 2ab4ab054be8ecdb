import { useSyncExternalStore } from 'react'
import { WIDE_QUERY } from './paneLayout'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the window is wide enough for the preview beside the editor; follows resizes. */
export function useWideWindow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches)
}
