import { plural } from '@shared/backup/contentsText'
import type { Choice, Choices } from '@shared/backup/plan'
import type { MethodOutput } from '@shared/rpc/contract'

type Inspected = MethodOutput<'backup.inspect'>

const both = ['keep', 'replace', 'both'] as const
const single = ['keep', 'replace'] as const

/** The conflict kinds this backup has, with what to show for each. */
export function kindsOf(inspected: Inspected) {
  const { conflicts: c } = inspected
  const kinds: { kind: keyof Choices; title: string; names: string[]; options: readonly Choice[] }[] = []
  if (c.drafts.length > 0)
    kinds.push({
      kind: 'drafts',
      title: `${plural(c.drafts.length, 'draft is', 'drafts are')} here already`,
      names: c.drafts.map((d) => d.name),
      options: both,
    })
  if (c.templates.length > 0)
    kinds.push({
      kind: 'templates',
      title: `${plural(c.templates.length, 'template is', 'templates are')} here already`,
      names: c.templates.map((t) => t.name),
      options: both,
    })
  if (c.webhooks.length > 0)
    kinds.push({
      kind: 'webhooks',
      title: `${plural(c.webhooks.length, 'webhook is', 'webhooks are')} in your library`,
      names: c.webhooks.map((w) => w.label),
      options: single,
    })
  if (c.history.length > 0)
    kinds.push({
      kind: 'history',
      title: `${plural(c.history.length, 'history entry is', 'history entries are')} here already`,
      names: [],
      options: single,
    })
  if (c.settings)
    kinds.push({
      kind: 'settings',
      title: 'Your settings differ from the backup’s',
      names: [],
      options: single,
    })
  return kinds
}
