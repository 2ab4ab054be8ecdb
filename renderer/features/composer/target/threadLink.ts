import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'

export type ParsedThread = { ok: true; id: string | undefined } | { ok: false; message: string }

/** Discord ids as users copy them: 17 to 20 digits (a shorter number is a typo, not an id). */
const isId = (text: string | undefined): boolean => text !== undefined && /^\d{17,20}$/.test(text)

const HOSTS = /^https?:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/channels\//i

/**
 * An existing thread as the user gives it: its id, or a link to it. A thread's own link is
 * /channels/<server>/<thread>; a link with three ids (/channels/<server>/<channel>/<thread>, as a
 * forum post's first message gives) names the thread last. Empty text means no thread.
 */
export function parseThreadInput(text: string, t: Translate = currentTranslator()): ParsedThread {
  const input = text.trim()
  if (input === '') return { ok: true, id: undefined }
  if (isId(input)) return { ok: true, id: input }
  if (!HOSTS.test(input)) {
    return { ok: false, message: t('composer.target.thread.notId') }
  }
  const path = input
    .replace(HOSTS, '')
    .replace(/[?#].*$/, '')
    .replace(/\/$/, '')
  const ids = path.split('/')
  const [server, ...rest] = ids
  const valid = (server === '@me' || isId(server)) && rest.length >= 1 && rest.length <= 2
  const thread = rest[rest.length - 1]
  if (!valid || !rest.every(isId) || thread === undefined) {
    return {
      ok: false,
      message: t('composer.target.thread.notThread'),
    }
  }
  return { ok: true, id: thread }
}
