import { useEffect } from 'react'
import { redo, undo } from '@renderer/store/drafts/store'
import { isDraftUndoScope, undoKeyAction } from './undoKeys'

/**
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in the composer undo and redo the whole draft (except in the JSON
 * editor, which has its own). Caught before the
 * focused field sees them, so a textarea's own undo (which knows nothing of the store) never runs.
 */
export function useUndoKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoKeyAction(event)
      const target = event.target instanceof Element ? event.target : null
      // The JSON editor undoes its own text; each good state of it is a change of the draft anyway.
      if (!action || !target || !isDraftUndoScope(target)) return
      event.preventDefault()
      event.stopPropagation()
      if (action === 'undo') undo()
      else redo()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [])
}
