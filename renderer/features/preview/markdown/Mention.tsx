import type { MdNode } from './ast'
import { embedColor } from '../embed/embedColor'
import { useNames } from '../previewContext'
import { useT } from '@renderer/i18n/store'

type MentionNode = Extract<MdNode, { type: 'userMention' | 'roleMention' | 'channelMention' }>

/** A user, role or channel mention; unknown ones read as Discord shows them without access. */
export function Mention({ node }: { node: MentionNode }) {
  const t = useT()
  const names = useNames()
  switch (node.type) {
    case 'userMention':
      return <span className="md-mention">@{names.users?.[node.id] ?? t('preview.mention.unknownUser')}</span>
    case 'roleMention': {
      const color = names.roleColors?.[node.id]
      return (
        <span className="md-mention">
          {/* The role's colour as a dot: Discord tints the text, which would fail contrast on light themes. */}
          {color !== undefined && (
            <span
              className="md-mention__swatch"
              aria-hidden="true"
              style={{ background: embedColor(color) }}
            />
          )}
          @{names.roles?.[node.id] ?? t('preview.mention.unknownRole')}
        </span>
      )
    }
    case 'channelMention':
      return (
        <span className="md-mention md-mention--channel">
          #{names.channels?.[node.id] ?? t('preview.mention.unknownChannel')}
        </span>
      )
  }
}

/** The server pages' names as Discord's client says them in each language. */
const NAVIGATION = {
  customize: 'preview.mention.customize',
  browse: 'preview.mention.browse',
  guide: 'preview.mention.guide',
  'linked-roles': 'preview.mention.linkedRoles',
} as const

/** `<id:customize>` and friends: a link to a server page, shown like a channel mention. */
export function GuildNavigation({ target }: { target: keyof typeof NAVIGATION }) {
  const t = useT()
  const key = NAVIGATION[target] as (typeof NAVIGATION)[keyof typeof NAVIGATION] | undefined
  return <span className="md-mention md-mention--channel">{key ? t(key) : target}</span>
}
