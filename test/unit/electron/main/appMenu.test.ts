import type { appMenuTemplate as Template } from '@main/menu/appMenu'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SHORTCUTS, accelerator } from '@shared/shortcuts/table'
import { englishTranslator } from '../../../support/english'

type MenuItemConstructorOptions = ReturnType<typeof Template>[number]

const menuFake = {
  buildFromTemplate: vi.fn((template: MenuItemConstructorOptions[]) => ({ template })),
  setApplicationMenu: vi.fn(),
}
vi.mock('electron', () => ({ Menu: menuFake }))

const { appMenuTemplate, installAppMenu } = await import('@main/menu/appMenu')

type Item = MenuItemConstructorOptions
const actions = () => ({ command: vi.fn(), openDocumentation: vi.fn(), openDataFolder: vi.fn() })
const t = englishTranslator()
const linux = { platform: 'linux' as const, development: false, appName: 'Herald', t }
const mac = { platform: 'darwin' as const, development: false, appName: 'Herald', t }

const submenu = (item: Item | undefined): Item[] => (Array.isArray(item?.submenu) ? item.submenu : [])
const named = (template: Item[], label: string) => template.find((item) => item.label === label)
/** Each item as its label or role, separators as '-', so a whole menu reads as one list. */
const names = (items: Item[]) =>
  items.map((item) => item.label ?? item.role ?? (item.type === 'separator' ? '-' : '?'))
const every = (items: Item[]): Item[] => items.flatMap((item) => [item, ...every(submenu(item))])
const click = (item: Item | undefined) => (item?.click as (() => void) | undefined)?.()

beforeEach(() => vi.clearAllMocks())

describe('application menu', () => {
  it('has File, Edit, View, Window and Help on Linux and Windows, with Settings and Quit under File', () => {
    const template = appMenuTemplate(linux, actions())
    expect(names(template)).toEqual(['File', 'Edit', 'View', 'windowMenu', 'help'])
    expect(names(submenu(named(template, 'File')))).toEqual([
      'New draft',
      'New from template…',
      '-',
      'Rename draft…',
      'Duplicate draft',
      'Delete draft…',
      'Save as template…',
      '-',
      'Import…',
      'Export…',
      '-',
      'Settings…',
      '-',
      'quit',
    ])
    expect(names(submenu(named(template, 'Edit')))).toEqual([
      'Undo',
      'Redo',
      '-',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ])
    expect(names(submenu(template.at(-1)))).toEqual(['Documentation', 'Open data folder'])
  })

  it('follows macOS: an app menu with About, Settings and Quit; File ends with Close', () => {
    const template = appMenuTemplate(mac, actions())
    expect(names(template)).toEqual(['Herald', 'File', 'Edit', 'View', 'windowMenu', 'help'])
    expect(names(submenu(template[0]))).toEqual([
      'about',
      '-',
      'Settings…',
      '-',
      'services',
      '-',
      'hide',
      'hideOthers',
      'unhide',
      '-',
      'quit',
    ])
    expect(names(submenu(named(template, 'File')))).toEqual([
      'New draft',
      'New from template…',
      '-',
      'Rename draft…',
      'Duplicate draft',
      'Delete draft…',
      'Save as template…',
      '-',
      'Import…',
      'Export…',
      '-',
      'close',
    ])
    expect(names(submenu(named(template, 'Edit')))).toContain('pasteAndMatchStyle')
  })

  it('offers reload and the developer tools only in development', () => {
    const view = (development: boolean) =>
      names(submenu(named(appMenuTemplate({ ...linux, development }, actions()), 'View')))
    expect(view(false)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', '-', 'togglefullscreen'])
    expect(view(true)).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      '-',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      '-',
      'togglefullscreen',
    ])
  })

  it('takes every accelerator of its own from the shortcut table the page reads', () => {
    for (const context of [linux, mac]) {
      const items = every(appMenuTemplate(context, actions()))
      const byLabel = (label: string) => items.find((item) => item.label === label)?.accelerator
      expect(byLabel('Undo')).toBe(accelerator(SHORTCUTS.undo))
      expect(byLabel('Redo')).toBe(accelerator(SHORTCUTS.redo))
      expect(byLabel('New draft')).toBe(accelerator(SHORTCUTS.newDraft))
      expect(byLabel('Settings…')).toBe(accelerator(SHORTCUTS.settings))
      expect(byLabel('Rename draft…')).toBe('CmdOrCtrl+Alt+R')
      expect(byLabel('New from template…')).toBe(accelerator(SHORTCUTS.newFromTemplate))
      const table = new Set(Object.values(SHORTCUTS).map(accelerator))
      for (const item of items.filter((entry) => entry.accelerator)) {
        expect(table.has(String(item.accelerator)), String(item.label)).toBe(true)
      }
    }
    expect(accelerator(SHORTCUTS.undo)).toBe('CmdOrCtrl+Z')
    expect(accelerator(SHORTCUTS.redo)).toBe('CmdOrCtrl+Shift+Z')
  })

  it('sends the page its commands, and opens the documentation and the data folder itself', () => {
    const spy = actions()
    const items = every(appMenuTemplate(linux, spy))
    for (const [label, command] of [
      ['New draft', 'newDraft'],
      ['New from template…', 'newFromTemplate'],
      ['Rename draft…', 'renameDraft'],
      ['Duplicate draft', 'duplicateDraft'],
      ['Delete draft…', 'deleteDraft'],
      ['Save as template…', 'saveTemplate'],
      ['Import…', 'import'],
      ['Export…', 'export'],
      ['Settings…', 'settings'],
      ['Undo', 'undo'],
      ['Redo', 'redo'],
    ] as const) {
      click(items.find((item) => item.label === label))
      expect(spy.command).toHaveBeenLastCalledWith(command)
    }
    click(items.find((item) => item.label === 'Documentation'))
    click(items.find((item) => item.label === 'Open data folder'))
    expect(spy.openDocumentation).toHaveBeenCalledTimes(1)
    expect(spy.openDataFolder).toHaveBeenCalledTimes(1)
    expect(spy.command).toHaveBeenCalledTimes(11)
  })

  it('installs the built menu as the application menu', () => {
    installAppMenu(linux, actions())
    expect(menuFake.buildFromTemplate).toHaveBeenCalledTimes(1)
    expect(menuFake.setApplicationMenu).toHaveBeenCalledWith(
      menuFake.buildFromTemplate.mock.results[0]?.value,
    )
  })
})
