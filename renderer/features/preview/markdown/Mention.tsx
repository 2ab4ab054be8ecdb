import type { MdNode } from './ast'
import { embedColor } from '../embed/embedColor'
import { useNames } from '../previewContext'

type MentionNode = Extract<MdNode, { type: 'userMention' | 'roleMention' | 'channelMention' }>

/** A user, role or channel mention; unknown ones read as Discord shows them without access. */
export function Mention({ node }: { node: MentionNode }) {
  const names = useNames()
  switch (node.type) {
    case 'userMention':
      return <span className="md-mention">@{names.users?.[node.id] ?? 'unknown-user'}</span>
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
          @{names.roles?.[node.id] ?? 'unknown-role'}
        </span>
      )
    }
    case 'channelMention':
      return <span className="md-mention md-mention--channel">#{names.channels?.[node.id] ?? 'unknown'}</span>
  }
}

const NAVIGATION = {
  customize: 'Channels & Roles',
  browse: 'Browse Channels',
  guide: 'Server Guide',
  'linked-roles': 'Linked Roles',
} as const

/** `<id:customize>` and friends: a link to a server page, shown like a channel mention. */
export function GuildNavigation({ target }: { target: keyof typeof NAVIGATION }) {
  return <span className="md-mention md-mention--channel">{NAVIGATION[target] ?? target}</span>
}
