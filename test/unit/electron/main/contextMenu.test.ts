import { EventEmitter } from 'node:events'
import type { contextMenuTemplate as Template } from '@main/menu/contextMenu'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { englishTranslator } from '../../../support/english'

const t = englishTranslator()

type MenuItemConstructorOptions = ReturnType<typeof Template>[number]

const popup = vi.fn()
const menuFake = {
  buildFromTemplate: vi.fn((template: MenuItemConstructorOptions[]) => ({ template, popup })),
}
vi.mock('electron', () => ({ Menu: menuFake }))

const { contextMenuTemplate, installContextMenu } = await import('@main/menu/contextMenu')

const flags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true }
const params = (overrides: Partial<Parameters<typeof contextMenuTemplate>[0]> = {}) => ({
  isEditable: true,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [] as string[],
  editFlags: { ...flags, canUndo: true, canRedo: true, canDelete: true, canEditRichly: false },
  ...overrides,
})
const labels = (items: MenuItemConstructorOptions[]) =>
  items.map((item) => item.label ?? item.role ?? (item.type === 'separator' ? '-' : '?'))

beforeEach(() => vi.clearAllMocks())

describe('text field context menu', () => {
  it('puts the spelling suggestions first, then Add to dictionary, then the edit commands', () => {
    const actions = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() }
    const template = contextMenuTemplate(
      params({ misspelledWord: 'anouncement', dictionarySuggestions: ['announcement', 'announcements'] }),
      actions,
      t,
    )
    expect(labels(template)).toEqual([
      'announcement',
      'announcements',
      'Add to dictionary',
      '-',
      'cut',
      'copy',
      'paste',
      '-',
      'selectAll',
    ])
    ;(template[1]?.click as () => void)()
    ;(template[2]?.click as () => void)()
    expect(actions.replaceMisspelling).toHaveBeenCalledWith('announcements')
    expect(actions.addToDictionary).toHaveBeenCalledWith('anouncement')
  })

  it('says when the checker has no suggestion, and offers at most five', () => {
    const none = contextMenuTemplate(
      params({ misspelledWord: 'Zxqv' }),
      {
        replaceMisspelling: vi.fn(),
        addToDictionary: vi.fn(),
      },
      t,
    )
    expect(none[0]).toEqual({ label: 'No suggestions', enabled: false })
    const many = contextMenuTemplate(
      params({ misspelledWord: 'teh', dictionarySuggestions: ['the', 'tea', 'ten', 'tech', 'tee', 'Teh'] }),
      { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() },
      t,
    )
    expect(labels(many).slice(0, 6)).toEqual(['the', 'tea', 'ten', 'tech', 'tee', 'Add to dictionary'])
  })

  it('disables what the field cannot do (nothing selected: no cut or copy)', () => {
    const template = contextMenuTemplate(
      params({ editFlags: { ...params().editFlags, canCut: false, canCopy: false } }),
      { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() },
      t,
    )
    expect(template.find((item) => item.role === 'cut')?.enabled).toBe(false)
    expect(template.find((item) => item.role === 'copy')?.enabled).toBe(false)
    expect(template.find((item) => item.role === 'paste')?.enabled).toBe(true)
  })

  it('offers only Copy over selected page text, and nothing elsewhere', () => {
    const actions = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() }
    expect(
      labels(contextMenuTemplate(params({ isEditable: false, selectionText: 'Weekly update' }), actions, t)),
    ).toEqual(['copy'])
    expect(contextMenuTemplate(params({ isEditable: false, selectionText: '  ' }), actions, t)).toEqual([])
  })

  it('pops the menu up on right click in an editable field, replacing words through the page', () => {
    const contents = Object.assign(new EventEmitter(), {
      replaceMisspelling: vi.fn(),
      session: { addWordToSpellCheckerDictionary: vi.fn() },
    })
    const window = { webContents: contents }
    installContextMenu(window as never, () => t)

    contents.emit(
      'context-menu',
      {},
      params({ misspelledWord: 'Heraldd', dictionarySuggestions: ['Herald'] }),
    )
    expect(popup).toHaveBeenCalledWith({ window })
    const template = menuFake.buildFromTemplate.mock.calls[0]?.[0] ?? []
    ;(template[0]?.click as () => void)()
    ;(template[1]?.click as () => void)()
    expect(contents.replaceMisspelling).toHaveBeenCalledWith('Herald')
    expect(contents.session.addWordToSpellCheckerDictionary).toHaveBeenCalledWith('Heraldd')

    contents.emit('context-menu', {}, params({ isEditable: false }))
    expect(popup).toHaveBeenCalledTimes(1)
  })
})
