import type { Translate } from '@shared/i18n'
import { idsAsText, loadTranslator, resolveLocale } from '@shared/i18n'
import type { Dispatch } from '@shared/rpc'

export type ShellLanguage = {
  /** The translator in force for menus built now (the context menu reads it on every right click). */
  current(): Translate
  /** Reads Settings → Language through the services and loads its catalogue. */
  refresh(): Promise<Translate>
  /** `dispatch` that refreshes and calls `onChange` after a settings.update that set the language. */
  watch(dispatch: Dispatch, onChange: (t: Translate) => void): Dispatch
}

/**
 * The desktop shell's language: the page's choice in settings.json, else the system's
 * (`app.getPreferredSystemLanguages()`, passed in), else English, as shared/i18n resolves it.
 */
export function createShellLanguage(
  dispatch: Dispatch,
  systemLanguages: () => readonly string[],
): ShellLanguage {
  let t: Translate = idsAsText
  const refresh = async () => {
    const answer = await dispatch('settings.get', {})
    const saved = answer.ok
      ? (answer.value as { settings: { language?: string } }).settings.language
      : undefined
    t = await loadTranslator(resolveLocale(saved, systemLanguages()))
    return t
  }
  return {
    current: () => t,
    refresh,
    watch: (inner, onChange) => async (method, input) => {
      const answer = await inner(method, input)
      const patch = (input as { settings?: { language?: unknown } } | undefined)?.settings
      if (method === 'settings.update' && answer.ok && patch?.language !== undefined)
        onChange(await refresh())
      return answer
    },
  }
}
