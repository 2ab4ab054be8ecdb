import { SHORTCUTS } from '@shared/shortcuts/table'

/** What a key press in the composer asks of the draft's history, if anything (keys: shared/shortcuts). */
export function undoKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined
  const key = event.key.toLowerCase()
  if (key === SHORTCUTS.undo.key && event.shiftKey === SHORTCUTS.undo.shift) return 'undo' as const
  if (key === SHORTCUTS.redo.key && event.shiftKey === SHORTCUTS.redo.shift) return 'redo' as const
  if (key === 'y' && !event.shiftKey) return 'redo' as const
  return undefined
}

/**
 * Whether the draft's own history owns undo for this element: anywhere in the composer except its
 * dialogs and the JSON editor (which undoes its own text). The keys and the Edit menu both ask this.
 */
export function isDraftUndoScope(target: Element): boolean {
  if (!target.closest('.composer') || target.closest('dialog, [role="dialog"]')) return false
  return !target.closest('.json__editor')
}
