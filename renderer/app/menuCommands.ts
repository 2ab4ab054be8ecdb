import { useEffect } from 'react'
import type { MenuCommand } from '@shared/rpc/areas/app'
import { matchesShortcut } from '@shared/shortcuts/table'
import { connection } from '../api'
import { listen } from '../api/attempt'
import { useDraftsBarDialog } from '../features/composer/drafts/dialogState'
import { DRAFT_ACTIONS } from '../features/composer/drafts/draftCommands'
import { isMacPlatform } from '../features/composer/message/shortcuts'
import { useDraftsStore } from '../store/drafts/store'
import { useNavigationStore } from '../store/navigation/store'
import { drop } from '../util/drop'
import { runEditCommand } from './editCommand'

/** What each application menu item does in the page; the same actions the page's own menus take. */
export function runMenuCommand(command: MenuCommand): void {
  const navigation = useNavigationStore.getState()
  const drafts = useDraftsStore.getState()
  const dialogs = useDraftsBarDialog.getState()
  switch (command) {
    case 'newDraft':
      navigation.go('composer')
      return drop(drafts.startNew())
    case 'duplicateDraft':
      navigation.go('composer')
      if (drafts.draft) drop(drafts.duplicate(drafts.draft.id))
      return
    case 'renameDraft':
      navigation.go('composer')
      return dialogs.open('rename')
    case 'deleteDraft':
      navigation.go('composer')
      return dialogs.open('delete')
    case 'import':
    case 'export':
    case 'saveTemplate':
    case 'newFromTemplate':
      navigation.go('composer')
      return dialogs.open(command)
    case 'settings':
      return navigation.go('settings')
    case 'undo':
    case 'redo':
      return runEditCommand(command, navigation.current === 'composer')
  }
}

/**
 * The draft action a key press asks for, in the browser host (in the desktop app the menu's accelerators
 * send the command instead); none while a dialog is open, which owns the keys.
 */
export function draftCommandOf(event: KeyboardEvent, mac: boolean): MenuCommand | undefined {
  if (event.defaultPrevented || event.repeat) return undefined
  const command = DRAFT_ACTIONS.find((action) => matchesShortcut(action.shortcut, event, mac))?.command
  // Asked only for a shortcut: the query walks the whole page, too slow for every typed key (issue 23).
  return command && !document.querySelector('dialog[open]') ? command : undefined
}

/** Follows the Electron shell's application menu, and in the browser host the draft actions' keys. */
export function useMenuCommands(): void {
  useEffect(() => listen('app.onMenuCommand', ({ command }) => runMenuCommand(command)), [])
  useEffect(() => {
    if (connection.kind === 'electron') return
    const mac = isMacPlatform(navigator.platform)
    const onKey = (event: KeyboardEvent) => {
      const command = draftCommandOf(event, mac)
      if (!command) return
      event.preventDefault()
      runMenuCommand(command)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
