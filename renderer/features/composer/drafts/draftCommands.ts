import type { MessageKey } from '@shared/i18n'
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
  /** The item's name (a message id: the menu says it in the page's language). */
  label: MessageKey
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
    label: 'menu.newDraft',
    shortcut: SHORTCUTS.newDraftInPage,
    desktop: SHORTCUTS.newDraft,
  },
  {
    command: 'newFromTemplate',
    label: 'menu.newFromTemplate',
    shortcut: SHORTCUTS.newFromTemplate,
  },
  {
    command: 'renameDraft',
    label: 'menu.renameDraft',
    shortcut: SHORTCUTS.renameDraft,
    group: true,
  },
  {
    command: 'duplicateDraft',
    label: 'menu.duplicateDraft',
    shortcut: SHORTCUTS.duplicateDraft,
  },
  { command: 'saveTemplate', label: 'menu.saveTemplate', shortcut: SHORTCUTS.saveTemplate },
  {
    command: 'import',
    label: 'menu.import',
    shortcut: SHORTCUTS.importDrafts,
    group: true,
  },
  { command: 'export', label: 'menu.export', shortcut: SHORTCUTS.exportDrafts },
  {
    command: 'deleteDraft',
    label: 'menu.deleteDraft',
    shortcut: SHORTCUTS.deleteDraft,
    group: true,
    danger: true,
  },
]

/** The keys that run an action where the page runs: the desktop menu's own, or the page's. */
export function shortcutOf(action: DraftAction, desktop: boolean): Shortcut {
  return desktop && action.desktop ? action.desktop : action.shortcut
}
