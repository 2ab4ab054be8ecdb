import { useDraftsStore } from '@renderer/store/drafts/store'
import { pendingJsonEdit, useJsonEdits } from './jsonEdits'

/**
 * What the rest of the page asks of the JSON view (take a pending edit, focus the editor, undo in it)
 * without importing CodeMirror: the view and CodeMirror load only when the JSON tab is first opened
 * (issue 23), and register themselves here.
 */

/** The check waiting for a pause in typing, if any: Send runs it first, so it posts what is typed. */
let pendingCheck: (() => void) | undefined
/** The editor on screen, if any, and whether it should take focus once it is there. */
let mounted: { focus(): void } | undefined
let focusWhenMounted = false
/** Undo or redo in a code editor's own history, once CodeMirror has loaded. */
let codeHistory: ((element: HTMLElement, action: 'undo' | 'redo') => void) | undefined

/** Takes what is typed in the JSON view now, without waiting for the pause (before a send). */
export function flushJsonEdit(): void {
  pendingCheck?.()
}

/** Whether a JSON edit the draft has not taken holds message `index` (checked after flushJsonEdit). */
export function jsonEditHolds(index: number): boolean {
  const message = useDraftsStore.getState().draft?.messages[index]
  return Boolean(message && pendingJsonEdit(useJsonEdits.getState().pending, message))
}

/** Focuses the JSON editor, now or as soon as the JSON view shows it (a problem link opened it). */
export function focusJsonEditor(): void {
  if (mounted) return mounted.focus()
  focusWhenMounted = true
}

/** Undo or redo in the code editor holding `element` (the menu's Edit commands). */
export function runCodeEditorHistory(element: HTMLElement, action: 'undo' | 'redo'): void {
  codeHistory?.(element, action)
}

/** For the JSON view: the check a pause in typing will run (undefined: none is waiting). */
export function setPendingCheck(check: (() => void) | undefined): void {
  pendingCheck = check
}

export function isPendingCheck(check: () => void): boolean {
  return pendingCheck === check
}

/** For the JSON view: its editor is on screen (focused at once when a focus was asked for). */
export function editorMounted(editor: { focus(): void }): void {
  mounted = editor
  if (focusWhenMounted) {
    focusWhenMounted = false
    editor.focus()
  }
}

export function editorUnmounted(editor: { focus(): void }): void {
  if (mounted === editor) mounted = undefined
}

export function registerCodeHistory(run: (element: HTMLElement, action: 'undo' | 'redo') => void): void {
  codeHistory = run
}
