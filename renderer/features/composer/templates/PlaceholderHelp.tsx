import { useT } from '@renderer/i18n/store'
import { withCodes } from './withCodes'

/** How placeholders are written; shown where a template is saved. */
export function PlaceholderHelp() {
  const t = useT()
  return (
    <p className="field__hint templates-help">
      {withCodes(t, 'composer.templates.help.name', { code: '{{name}}' })}{' '}
      {withCodes(t, 'composer.templates.help.dates', {
        date: '{{date}}',
        time: '{{time}}',
        iso: '{{date:iso}}',
      })}{' '}
      {withCodes(t, 'composer.templates.help.escape', { code: '\\{{name}}' })}
    </p>
  )
}
