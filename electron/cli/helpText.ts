import type { Translate } from '@shared/i18n'
import { USAGE, usageBlock } from './help'

// The help page in the terminal's language. Command lines, option names and variables stay as they
// are; the sentences around them come from the catalogues (cli.help.*). English is help.ts's USAGE,
// printed without loading a catalogue (a unit test checks that en.json's pieces make exactly it).

/** What the page shows literally inside its sentences (ICU would read the braces as arguments). */
const LITERALS = {
  date: '{{date}}',
  dateIso: '{{date:iso}}',
  time: '{{time}}',
  var: '{{NAME}}',
  statusJson: '{"status":204}',
}

/** The whole page, `herald --help`. */
export function translatedUsage(t: Translate): string {
  const lines = USAGE.split('\n')
  const synopsis = lines.slice(lines.indexOf('Usage:') + 1, lines.indexOf('', lines.indexOf('Usage:')))
  return `${[
    t('cli.help.intro'),
    [t('cli.help.usage'), ...synopsis].join('\n'),
    t('cli.help.about'),
    t('cli.help.webhook'),
    t('cli.help.options', LITERALS),
    t('cli.help.linkedRoles'),
    t('cli.help.environment'),
    t('cli.help.exitCodes'),
    t('cli.help.outro'),
  ].join('\n\n')}\n`
}

/** One command's usage lines (`herald send --help`), or the whole page for a name it does not list. */
export function translatedCommandUsage(name: string, t: Translate): string {
  const kept = usageBlock(name)
  if (!kept) return translatedUsage(t)
  return `${t('cli.help.usage')}\n${kept.join('\n')}\n\n${t('cli.help.commandFooter')}\n`
}
