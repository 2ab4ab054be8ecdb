import { describe, expect, it, vi } from 'vitest'
import type { Dispatch } from '@shared/rpc'
import type { appMenuTemplate as Template } from '@main/menu/appMenu'
import { createShellLanguage } from '@main/shellLanguage'

vi.mock('electron', () => ({ Menu: { buildFromTemplate: vi.fn(), setApplicationMenu: vi.fn() } }))
const { appMenuTemplate } = await import('@main/menu/appMenu')
const { contextMenuTemplate } = await import('@main/menu/contextMenu')

type Item = ReturnType<typeof Template>[number]

/** The settings part of the services: settings.get and settings.update over one saved language. */
function fakeServices(saved: string | undefined) {
  let language = saved
  const dispatch = vi.fn<Dispatch>(async (method, input) => {
    if (method === 'settings.update')
      language = (input as { settings: { language: string } }).settings.language
    return { ok: true, value: { settings: { language } } }
  })
  return dispatch
}

const topLabels = (t: Parameters<typeof appMenuTemplate>[0]['t']) =>
  appMenuTemplate(
    { platform: 'linux', development: false, appName: 'Herald', t },
    { command: vi.fn(), openDocumentation: vi.fn(), openDataFolder: vi.fn() },
  ).map((item: Item) => item.label ?? item.role)

describe('the desktop shell’s language', () => {
  it('follows the system’s languages until one is chosen, English when Herald has none', async () => {
    expect(topLabels(await createShellLanguage(fakeServices(undefined), () => ['de-DE']).refresh())).toEqual([
      'Datei',
      'Bearbeiten',
      'Ansicht',
      'windowMenu',
      'help',
    ])
    expect(topLabels(await createShellLanguage(fakeServices('system'), () => ['ja-JP']).refresh())[0]).toBe(
      'File',
    )
    expect(topLabels(await createShellLanguage(fakeServices('fr'), () => ['de-DE']).refresh())[0]).toBe(
      'Fichier',
    )
  })

  it('rebuilds the menus when the page saves another language, and the context menu speaks it', async () => {
    const services = fakeServices(undefined)
    const language = createShellLanguage(services, () => ['en-US'])
    await language.refresh()
    const rebuilt = vi.fn()
    const dispatch = language.watch(services, rebuilt)

    await dispatch('settings.update', { settings: { theme: 'dark' } })
    expect(rebuilt).not.toHaveBeenCalled()
    await dispatch('settings.update', { settings: { language: 'ru' } })
    expect(rebuilt).toHaveBeenCalledTimes(1)
    expect(topLabels(rebuilt.mock.calls[0]![0])[0]).toBe('Файл')

    const menu = contextMenuTemplate(
      {
        isEditable: true,
        selectionText: '',
        misspelledWord: 'Zxqv',
        dictionarySuggestions: [],
        editFlags: { canCut: true, canCopy: true, canPaste: true, canSelectAll: true } as never,
      },
      { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() },
      language.current(),
    )
    expect(menu.slice(0, 2).map((item) => item.label)).toEqual(['Нет вариантов', 'Добавить в словарь'])
  })
})
