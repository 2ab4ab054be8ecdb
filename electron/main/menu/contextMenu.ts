import type { BrowserWindow, ContextMenuParams, MenuItemConstructorOptions, WebContents } from 'electron'
import { Menu } from 'electron'
import type { Translate } from '@shared/i18n'

/** The parts of Electron's context-menu parameters this menu reads. */
export type ContextParams = Pick<
  ContextMenuParams,
  'isEditable' | 'selectionText' | 'misspelledWord' | 'dictionarySuggestions' | 'editFlags'
>

export type SpellingActions = {
  replaceMisspelling(word: string): void
  addToDictionary(word: string): void
}

const separator: MenuItemConstructorOptions = { type: 'separator' }

/**
 * The right-click menu: in a text field the spelling checker's suggestions for the word under the
 * pointer, "Add to dictionary", then cut, copy, paste and select all; over selected page text only
 * copy. Anywhere else nothing, so the page shows no empty menu.
 */
export function contextMenuTemplate(
  params: ContextParams,
  actions: SpellingActions,
  t: Translate,
): MenuItemConstructorOptions[] {
  const flags = params.editFlags
  if (!params.isEditable) {
    return params.selectionText.trim() ? [{ role: 'copy', enabled: flags.canCopy }] : []
  }
  const spelling: MenuItemConstructorOptions[] = []
  const word = params.misspelledWord
  if (word) {
    const suggestions = params.dictionarySuggestions.slice(0, 5)
    if (suggestions.length === 0) spelling.push({ label: t('menu.noSuggestions'), enabled: false })
    for (const suggestion of suggestions) {
      spelling.push({ label: suggestion, click: () => actions.replaceMisspelling(suggestion) })
    }
    spelling.push({ label: t('menu.addToDictionary'), click: () => actions.addToDictionary(word) }, separator)
  }
  return [
    ...spelling,
    { role: 'cut', enabled: flags.canCut },
    { role: 'copy', enabled: flags.canCopy },
    { role: 'paste', enabled: flags.canPaste },
    separator,
    { role: 'selectAll', enabled: flags.canSelectAll },
  ]
}

/** Shows that menu on every right click in the window's page. */
export function installContextMenu(
  window: BrowserWindow,
  t: () => Translate,
  contents: WebContents = window.webContents,
): void {
  contents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(
      params,
      {
        replaceMisspelling: (word) => contents.replaceMisspelling(word),
        addToDictionary: (word) => contents.session.addWordToSpellCheckerDictionary(word),
      },
      t(),
    )
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window })
  })
}
