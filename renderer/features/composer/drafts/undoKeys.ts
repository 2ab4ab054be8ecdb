/** What a key press in the composer asks of the draft's history, if anything. */
export function undoKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? ('redo' as const) : ('undo' as const)
  if (key === 'y' && !event.shiftKey) return 'redo' as const
  return undefined
}
