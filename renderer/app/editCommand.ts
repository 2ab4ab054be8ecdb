import { runCodeEditorHistory } from '../features/composer/json/jsonEditorHandle'
import { isDraftUndoScope } from '../features/composer/drafts/undoKeys'
import { redo as draftRedo, undo as draftUndo } from '../store/drafts/store'

/** Where the focus is, as far as undo cares. */
export type FocusFacts = {
  /** A text field, text area or editable content has the focus. */
  editable: boolean
  /** The composer's draft history owns undo there (isDraftUndoScope). */
  draftScope: boolean
  /** The focus is in a code editor (the JSON view), which keeps its own history. */
  codeEditor: boolean
  inDialog: boolean
  composerShown: boolean
}

export type UndoRoute = 'draft' | 'codeEditor' | 'native' | 'none'

/**
 * Which history the Edit menu's Undo and Redo act on, the same one the keys would: the draft's in the
 * composer's fields (where Ctrl+Z is the draft's too); a code editor's or a text field's own elsewhere;
 * and, with the focus on no text field (a button, the page itself), the draft's while the composer is
 * on screen and no dialog is open. Anything else: nothing.
 */
export function undoRoute(facts: FocusFacts): UndoRoute {
  if (facts.editable && facts.draftScope) return 'draft'
  if (facts.codeEditor) return 'codeEditor'
  if (facts.editable) return 'native'
  if (facts.inDialog || !facts.composerShown) return 'none'
  return 'draft'
}

function focusFacts(active: Element | null, composerShown: boolean): FocusFacts {
  const editable =
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'range', 'color', 'file'].includes(active.type)) ||
    (active instanceof HTMLElement && active.isContentEditable)
  return {
    editable,
    draftScope: active ? isDraftUndoScope(active) : false,
    codeEditor: Boolean(active?.closest('.cm-editor')),
    inDialog: Boolean(active?.closest('dialog, [role="dialog"]')),
    composerShown,
  }
}

/** Runs the menu's Undo or Redo where the focus is. */
export function runEditCommand(action: 'undo' | 'redo', composerShown: boolean): void {
  const active = document.activeElement
  switch (undoRoute(focusFacts(active, composerShown))) {
    case 'draft':
      return action === 'undo' ? draftUndo() : draftRedo()
    case 'codeEditor': {
      const editor = active?.closest('.cm-editor')
      if (editor instanceof HTMLElement) runCodeEditorHistory(editor, action)
      return
    }
    case 'native':
      // The field's own history, as its Ctrl+Z would; Chromium supports these two from script.
      document.execCommand(action)
      return
    case 'none':
      return
  }
}
