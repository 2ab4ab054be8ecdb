import type { ReactNode } from 'react'
import type { MessageKey, Translate } from '@shared/i18n'

const MARK = '\u0001'

/**
 * A message whose arguments are code (`{{name}}`), each shown in <code> wherever the language puts it:
 * the arguments go in as numbered marks and the text is cut at them.
 */
export function withCodes(t: Translate, key: MessageKey, codes: Record<string, string>): ReactNode[] {
  const names = Object.keys(codes)
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]))
  return t(key, marks)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{codes[names[Number(part)]!]}</code> : part))
}
