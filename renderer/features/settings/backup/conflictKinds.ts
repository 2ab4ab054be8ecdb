import type { Translate } from '@shared/i18n'
import type { Choice, Choices } from '@shared/backup/plan'
import type { MethodOutput } from '@shared/rpc/contract'

type Inspected = MethodOutput<'backup.inspect'>

const both = ['keep', 'replace', 'both'] as const
const single = ['keep', 'replace'] as const

/** The conflict kinds this backup has, with what to show for each. */
export function kindsOf(inspected: Inspected, t: Translate) {
  const { conflicts: c } = inspected
  const kinds: { kind: keyof Choices; title: string; names: string[]; options: readonly Choice[] }[] = []
  if (c.drafts.length > 0)
    kinds.push({
      kind: 'drafts',
      title: t('backup.conflict.drafts', { count: c.drafts.length }),
      names: c.drafts.map((d) => d.name),
      options: both,
    })
  if (c.templates.length > 0)
    kinds.push({
      kind: 'templates',
      title: t('backup.conflict.templates', { count: c.templates.length }),
      names: c.templates.map((t) => t.name),
      options: both,
    })
  if (c.webhooks.length > 0)
    kinds.push({
      kind: 'webhooks',
      title: t('backup.conflict.webhooks', { count: c.webhooks.length }),
      names: c.webhooks.map((w) => w.label),
      options: single,
    })
  if (c.history.length > 0)
    kinds.push({
      kind: 'history',
      title: t('backup.conflict.history', { count: c.history.length }),
      names: [],
      options: single,
    })
  if (c.settings)
    kinds.push({
      kind: 'settings',
      title: t('backup.conflict.settings'),
      names: [],
      options: single,
    })
  return kinds
}
