import { useEffect } from 'react'
import { SHORTCUTS, matchesShortcut } from '@shared/shortcuts/table'
import { useNavigationStore } from '@renderer/store/navigation/store'
import { isMacPlatform } from '../message/shortcuts'
import { usePaneLayout } from './paneLayout'

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform)

/** Ctrl+Shift+P (Cmd on a Mac) switches between the editor and the preview while only one is shown. */
export function usePaneShortcut(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(SHORTCUTS.preview, event, MAC)) return
      if (useNavigationStore.getState().current !== 'composer') return
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      event.preventDefault()
      const { view, show } = usePaneLayout.getState()
      show(view === 'editor' ? 'preview' : 'editor')
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])
}
