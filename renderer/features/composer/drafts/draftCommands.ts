import type { MenuCommand } from '@shared/rpc/areas/app'
import type { Shortcut } from '@shared/shortcuts/table'
import { SHORTCUTS } from '@shared/shortcuts/table'

export type DraftCommand = Extract<
  MenuCommand,
  | 'newDraft'
  | 'newFromTemplate'
  | 'renameDraft'
  | 'duplicateDraft'
  | 'saveTemplate'
  | 'import'
  | 'export'
  | 'deleteDraft'
>

export type DraftAction = {
  command: DraftCommand
  label: string
  /** The keys in the browser host; the desktop app's menu may have its own (`desktop`). */
  shortcut: Shortcut
  desktop?: Shortcut
  /** Starts a group: a separator goes before it. */
  group?: true
  danger?: true
}

/**
 * The draft actions, in the order of the Draft actions menu: the same commands the desktop app's File
 * menu sends, with the same keys (Ctrl+N there; the browser keeps Ctrl+N, so Ctrl+Alt+N in the page).
 */
export const DRAFT_ACTIONS: readonly DraftAction[] = [
  {
    command: 'newDraft',
    label: 'New draft',
    shortcut: SHORTCUTS.newDraftInPage,
    desktop: SHORTCUTS.newDraft,
  },
  { command: 'newFromTemplate', label: 'New from template…', shortcut: SHORTCUTS.newFromTemplate },
  { command: 'renameDraft', label: 'Rename draft…', shortcut: SHORTCUTS.renameDraft, group: true },
  { command: 'duplicateDraft', label: 'Duplicate draft', shortcut: SHORTCUTS.duplicateDraft },
  { command: 'saveTemplate', label: 'Save as template…', shortcut: SHORTCUTS.saveTemplate },
  { command: 'import', label: 'Import…', shortcut: SHORTCUTS.importDrafts, group: true },
  { command: 'export', label: 'Export…', shortcut: SHORTCUTS.exportDrafts },
  {
    command: 'deleteDraft',
    label: 'Delete draft…',
    shortcut: SHORTCUTS.deleteDraft,
    group: true,
    danger: true,
  },
]

/** The keys that run an action where the page runs: the desktop menu's own, or the page's. */
export function shortcutOf(action: DraftAction, desktop: boolean): Shortcut {
  return desktop && action.desktop ? action.desktop : action.shortcut
}
