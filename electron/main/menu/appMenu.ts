import type { MenuItemConstructorOptions } from 'electron'
import { Menu } from 'electron'
import type { MenuCommand } from '@shared/rpc/areas/app'
import { SHORTCUTS, accelerator } from '@shared/shortcuts/table'

export type MenuContext = {
  platform: NodeJS.Platform
  /** Reload and the developer tools are for development builds only. */
  development: boolean
  appName: string
}

export type MenuActions = {
  /** Items that act on the page reach it as the `app.onMenuCommand` event. */
  command(command: MenuCommand): void
  openDocumentation(): void
  openDataFolder(): void
}

const separator: MenuItemConstructorOptions = { type: 'separator' }

/**
 * The application menu. Accelerators come from shared/shortcuts/table.ts, the table the page's own key
 * handlers read. Undo and Redo are not the native roles: they go to the page, which decides between the
 * draft's history and a text field's own (renderer/app/editCommand.ts).
 */
export function appMenuTemplate(context: MenuContext, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = context.platform === 'darwin'
  const to = (command: MenuCommand) => () => actions.command(command)
  const settings: MenuItemConstructorOptions = {
    label: 'Settings…',
    accelerator: accelerator(SHORTCUTS.settings),
    click: to('settings'),
  }
  // macOS keeps About, Settings and Quit in the menu named after the app; elsewhere they are in File.
  const appMenu: MenuItemConstructorOptions = {
    label: context.appName,
    submenu: [
      { role: 'about' },
      separator,
      settings,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  }
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'New draft', accelerator: accelerator(SHORTCUTS.newDraft), click: to('newDraft') },
      {
        label: 'New from template…',
        accelerator: accelerator(SHORTCUTS.newFromTemplate),
        click: to('newFromTemplate'),
      },
      separator,
      { label: 'Rename draft…', accelerator: accelerator(SHORTCUTS.renameDraft), click: to('renameDraft') },
      {
        label: 'Duplicate draft',
        accelerator: accelerator(SHORTCUTS.duplicateDraft),
        click: to('duplicateDraft'),
      },
      { label: 'Delete draft…', accelerator: accelerator(SHORTCUTS.deleteDraft), click: to('deleteDraft') },
      {
        label: 'Save as template…',
        accelerator: accelerator(SHORTCUTS.saveTemplate),
        click: to('saveTemplate'),
      },
      separator,
      { label: 'Import…', accelerator: accelerator(SHORTCUTS.importDrafts), click: to('import') },
      { label: 'Export…', accelerator: accelerator(SHORTCUTS.exportDrafts), click: to('export') },
      ...(mac
        ? [separator, { role: 'close' } as const]
        : [separator, settings, separator, { role: 'quit' } as const]),
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { label: 'Undo', accelerator: accelerator(SHORTCUTS.undo), click: to('undo') },
      { label: 'Redo', accelerator: accelerator(SHORTCUTS.redo), click: to('redo') },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'selectAll' },
    ],
  }
  const development: MenuItemConstructorOptions[] = context.development
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator]
    : []
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...development,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  }
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Documentation', click: actions.openDocumentation },
      { label: 'Open data folder', click: actions.openDataFolder },
    ],
  }
  return [...(mac ? [appMenu] : []), file, edit, view, { role: 'windowMenu' }, help]
}

/** Builds the menu and makes it the application's. */
export function installAppMenu(context: MenuContext, actions: MenuActions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(context, actions)))
}
