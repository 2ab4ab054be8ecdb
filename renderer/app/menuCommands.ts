import { useEffect } from 'react'
import type { MenuCommand } from '@shared/rpc/areas/app'
import { listen } from '../api/attempt'
import { useDraftsBarDialog } from '../features/composer/drafts/dialogState'
import { useDraftsStore } from '../store/drafts/store'
import { useNavigationStore } from '../store/navigation/store'
import { drop } from '../util/drop'
import { runEditCommand } from './editCommand'

/** What each application menu item does in the page; the same actions the page's own buttons take. */
export function runMenuCommand(command: MenuCommand): void {
  const navigation = useNavigationStore.getState()
  switch (command) {
    case 'newDraft':
      navigation.go('composer')
      return drop(useDraftsStore.getState().create())
    case 'import':
    case 'export':
      navigation.go('composer')
      return useDraftsBarDialog.getState().open(command)
    case 'settings':
      return navigation.go('settings')
    case 'undo':
    case 'redo':
      return runEditCommand(command, navigation.current === 'composer')
  }
}

/** Follows the Electron shell's application menu; in the browser host the event never comes. */
export function useMenuCommands(): void {
  useEffect(() => listen('app.onMenuCommand', ({ command }) => runMenuCommand(command)), [])
}
