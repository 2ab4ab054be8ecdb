import '@renderer/styles/composer-choice.css'
import '@renderer/styles/composer-mentions.css'
import { useMemo } from 'react'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { SectionCard } from '../sections/SectionCard'
import { PingsSummary } from '../sections/SectionSummaries'
import type { MentionsChoice } from './allowedMentions'
import { readMentions, writeMentions } from './allowedMentions'
import { IdListField } from './IdListField'
import { PingSummary } from './PingSummary'

export { pingsOf, type Pings } from './pings'

/** The mention types, each a checkbox: may this kind of mention ping? */
const PING_TYPES: [type: 'everyone' | 'roles' | 'users', label: string][] = [
  ['everyone', 'Ping @everyone and @here'],
  ['roles', 'Ping roles'],
  ['users', 'Ping users'],
]

/**
 * allowed_mentions: which mention types may ping, and the roles and users opted back in while their type
 * is off. New drafts start with no pings at all.
 */
export function MentionsSection({ index }: { index: number }) {
  const data = useDraftsStore(draftsSelectors.data(index))
  const allowed = data.allowed_mentions
  const choice = useMemo(() => readMentions({ allowed_mentions: allowed }), [allowed])
  const set = (patch: Partial<MentionsChoice>) =>
    draftActions.setAllowedMentions(index, writeMentions({ ...choice, ...patch }))
  const id = controlId(index, 'allowed_mentions')
  return (
    <SectionCard
      index={index}
      section="mentions"
      title="Pings"
      className="composer-mentions"
      summary={<PingsSummary index={index} />}
    >
      <fieldset id={id} aria-describedby={`${id}-hint`}>
        <legend>Mentions</legend>
        <div className="mentions__types">
          {PING_TYPES.map(([type, label]) => (
            <label key={type} className="choice">
              <input
                type="checkbox"
                checked={choice[type]}
                onChange={(e) => set({ [type]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          {allowed === undefined
            ? 'Not set: Discord’s default for webhooks pings the users mentioned in the text.'
            : 'A mention pings only if it is written in the message and allowed here (or listed below).'}
        </p>
      </fieldset>
      {!choice.roles && (
        <IdListField
          id={controlId(index, 'allowed_mentions.roles')}
          label="Roles that may be pinged"
          what="role"
          ids={choice.roleIds}
          onIds={(roleIds) => set({ roleIds })}
        />
      )}
      {!choice.users && (
        <IdListField
          id={controlId(index, 'allowed_mentions.users')}
          label="Users that may be pinged"
          what="user"
          ids={choice.userIds}
          onIds={(userIds) => set({ userIds })}
        />
      )}
      <PingSummary index={index} />
    </SectionCard>
  )
}
