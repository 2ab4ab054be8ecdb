import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { appMenuTemplate as Template } from '@main/menu/appMenu'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EventHub } from '@shared/rpc'
import { englishTranslator } from '../../../support/english'

type MenuItemConstructorOptions = ReturnType<typeof Template>[number]
type Options = { x?: number; y?: number; width?: number; height?: number }
const created: FakeWindow[] = []

class FakeWindow extends EventEmitter {
  webContents = new EventEmitter()
  maximize = vi.fn()
  show = vi.fn()
  constructor(readonly options: Options) {
    super()
    created.push(this)
  }
}

const electron = vi.hoisted(() => ({
  app: { isPackaged: false, name: 'Herald', getPreferredSystemLanguages: () => ['en-GB'] },
  screen: {
    getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1440, height: 870 } }),
    getAllDisplays: () => [
      { id: 1, workArea: { x: 0, y: 0, width: 1440, height: 870 } },
      { id: 2, workArea: { x: 1440, y: 0, width: 1920, height: 1080 } },
    ],
  },
  session: {
    defaultSession: { availableSpellCheckerLanguages: ['en-GB'], setSpellCheckerLanguages: () => {} },
  },
  shell: { openPath: async () => '' },
  nativeTheme: { shouldUseDarkColors: false },
  Menu: {
    template: [] as MenuItemConstructorOptions[],
    buildFromTemplate(template: MenuItemConstructorOptions[]) {
      this.template = template
      return {}
    },
    setApplicationMenu: () => {},
  },
}))

vi.mock('electron', () => ({ ...electron, BrowserWindow: FakeWindow }))

const { documentationFile, installDesktopConventions, openMainWindow } = await import('@main/desktopShell')

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-desktop-'))
const stateFile = path.join(dataDir, 'window-state.json')
const files = { preload: '/app/preload.cjs', page: '/app/index.html', icon: '/app/icon.png' }
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
beforeEach(() => fs.rmSync(stateFile, { force: true }))

const write = (state: object | string) =>
  fs.writeFileSync(stateFile, typeof state === 'string' ? state : JSON.stringify(state))

describe('openMainWindow', () => {
  it('opens where it was left on the second display, maximised again once shown', async () => {
    write({ x: 1600, y: 40, width: 1300, height: 900, maximized: true })
    const window = (await openMainWindow(files, dataDir, englishTranslator)) as unknown as FakeWindow
    expect(window.options).toMatchObject({ x: 1600, y: 40, width: 1300, height: 900 })
    window.emit('ready-to-show')
    expect(window.maximize).toHaveBeenCalledTimes(1)
    expect(window.show).toHaveBeenCalledTimes(1)
  })

  it('centres a window saved on a display that is gone, and ignores a corrupt file', async () => {
    write({ x: 4000, y: 40, width: 1000, height: 700, maximized: false })
    const offScreen = (await openMainWindow(files, dataDir, englishTranslator)) as unknown as FakeWindow
    expect(offScreen.options).toMatchObject({ width: 1000, height: 700 })
    expect(offScreen.options.x).toBeUndefined()

    write('{"x": 1')
    const corrupt = (await openMainWindow(files, dataDir, englishTranslator)) as unknown as FakeWindow
    expect(corrupt.options).toMatchObject({ width: 1120, height: 780 })
    expect(corrupt.options.x).toBeUndefined()
    corrupt.emit('ready-to-show')
    expect(corrupt.maximize).not.toHaveBeenCalled()
  })

  it('writes the state file when the window closes', async () => {
    const window = (await openMainWindow(files, dataDir, englishTranslator)) as unknown as FakeWindow & {
      getNormalBounds(): object
      isMaximized(): boolean
      isDestroyed(): boolean
    }
    Object.assign(window, {
      getNormalBounds: () => ({ x: 30, y: 40, width: 1000, height: 720 }),
      isMaximized: () => false,
      isDestroyed: () => false,
    })
    window.emit('close')
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toEqual({
      x: 30,
      y: 40,
      width: 1000,
      height: 720,
      maximized: false,
    })
  })
})

describe('installDesktopConventions', () => {
  it('turns a menu command into the app.onMenuCommand event the page hears', () => {
    const events = new EventHub({ error: vi.fn() })
    const heard: unknown[] = []
    events.subscribe((name, payload) => heard.push([name, payload]))
    installDesktopConventions({ events, dataDir, mainDir: '/repo/out/main', t: englishTranslator() })

    const file = electron.Menu.template.find((item) => item.label === 'File')
    const newDraft = (file?.submenu as MenuItemConstructorOptions[]).find(
      (item) => item.label === 'New draft',
    )
    ;(newDraft?.click as () => void)()
    expect(heard).toEqual([['app.onMenuCommand', { command: 'newDraft' }]])
  })

  it('finds README.md at the repository root in development and beside the resources when packaged', () => {
    expect(documentationFile('/repo/out/main', false, '/opt/Herald/resources')).toBe(
      path.join('/repo', 'README.md'),
    )
    expect(documentationFile('/x/app.asar/out/main', true, '/opt/Herald/resources')).toBe(
      path.join('/opt/Herald/resources', 'README.md'),
    )
  })
})
