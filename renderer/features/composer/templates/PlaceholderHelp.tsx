import type { MessageKey } from '@shared/i18n'
import { useT } from '@renderer/i18n/store'

/** Each way to write a placeholder, as code, and what it does (the code is the same in every language). */
const FORMS: { codes: string[]; what: MessageKey }[] = [
  { codes: ['{{name}}'], what: 'composer.templates.help.name' },
  { codes: ['{{date}}', '{{time}}'], what: 'composer.templates.help.dates' },
  { codes: ['{{date:iso}}'], what: 'composer.templates.help.iso' },
  { codes: ['\\{{name}}'], what: 'composer.templates.help.escape' },
]

/** How placeholders are written; shown where a template is saved. */
export function PlaceholderHelp() {
  const t = useT()
  return (
    <ul className="field__hint templates-help">
      {FORMS.map(({ codes, what }) => (
        <li key={what}>
          {codes.map((code) => (
            <code key={code}>{code}</code>
          ))}{' '}
          {t(what)}
        </li>
      ))}
    </ul>
  )
}
