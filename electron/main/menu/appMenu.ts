import type { MenuItemConstructorOptions } from 'electron'
import { Menu } from 'electron'
import type { Translate } from '@shared/i18n'
import type { MenuCommand } from '@shared/rpc/areas/app'
import { SHORTCUTS, accelerator } from '@shared/shortcuts/table'

export type MenuContext = {
  platform: NodeJS.Platform
  /** Reload and the developer tools are for development builds only. */
  development: boolean
  appName: string
  /** The menus' words in the app's language (Settings → Language); Electron's roles label themselves. */
  t: Translate
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
  const { t } = context
  const settings: MenuItemConstructorOptions = {
    label: t('menu.settings'),
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
    label: t('menu.file'),
    submenu: [
      { label: t('menu.newDraft'), accelerator: accelerator(SHORTCUTS.newDraft), click: to('newDraft') },
      {
        label: t('menu.newFromTemplate'),
        accelerator: accelerator(SHORTCUTS.newFromTemplate),
        click: to('newFromTemplate'),
      },
      separator,
      {
        label: t('menu.renameDraft'),
        accelerator: accelerator(SHORTCUTS.renameDraft),
        click: to('renameDraft'),
      },
      {
        label: t('menu.duplicateDraft'),
        accelerator: accelerator(SHORTCUTS.duplicateDraft),
        click: to('duplicateDraft'),
      },
      {
        label: t('menu.deleteDraft'),
        accelerator: accelerator(SHORTCUTS.deleteDraft),
        click: to('deleteDraft'),
      },
      {
        label: t('menu.saveTemplate'),
        accelerator: accelerator(SHORTCUTS.saveTemplate),
        click: to('saveTemplate'),
      },
      separator,
      { label: t('menu.import'), accelerator: accelerator(SHORTCUTS.importDrafts), click: to('import') },
      { label: t('menu.export'), accelerator: accelerator(SHORTCUTS.exportDrafts), click: to('export') },
      ...(mac
        ? [separator, { role: 'close' } as const]
        : [separator, settings, separator, { role: 'quit' } as const]),
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: t('menu.edit'),
    submenu: [
      { label: t('menu.undo'), accelerator: accelerator(SHORTCUTS.undo), click: to('undo') },
      { label: t('menu.redo'), accelerator: accelerator(SHORTCUTS.redo), click: to('redo') },
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
    label: t('menu.view'),
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
      { label: t('menu.documentation'), click: actions.openDocumentation },
      { label: t('menu.openDataFolder'), click: actions.openDataFolder },
    ],
  }
  return [...(mac ? [appMenu] : []), file, edit, view, { role: 'windowMenu' }, help]
}

/** Builds the menu and makes it the application's. */
export function installAppMenu(context: MenuContext, actions: MenuActions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(context, actions)))
}
