import '@renderer/styles/composer-choice.css'
import '@renderer/styles/composer-mentions.css'
import { useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
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
const PING_TYPES = ['everyone', 'roles', 'users'] as const

/**
 * allowed_mentions: which mention types may ping, and the roles and users opted back in while their type
 * is off. New drafts start with no pings at all.
 */
export function MentionsSection({ index }: { index: number }) {
  const t = useT()
  // Only allowed_mentions: typing in the body must not render this section (issue 23).
  const allowed = useDraftsStore(draftsSelectors.dataKey(index, 'allowed_mentions'))
  const choice = useMemo(() => readMentions({ allowed_mentions: allowed }), [allowed])
  const set = (patch: Partial<MentionsChoice>) =>
    draftActions.setAllowedMentions(index, writeMentions({ ...choice, ...patch }))
  const id = controlId(index, 'allowed_mentions')
  return (
    <SectionCard
      index={index}
      section="mentions"
      title={t('composer.mentions.title')}
      className="composer-mentions"
      summary={<PingsSummary index={index} />}
    >
      <fieldset id={id} aria-describedby={`${id}-hint`}>
        <legend>{t('composer.mentions.legend')}</legend>
        <div className="mentions__types">
          {PING_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="checkbox"
                checked={choice[type]}
                onChange={(e) => set({ [type]: e.target.checked })}
              />
              {t('composer.mentions.type', { type })}
            </label>
          ))}
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          {t(allowed === undefined ? 'composer.mentions.notSet' : 'composer.mentions.hint')}
        </p>
      </fieldset>
      {!choice.roles && (
        <IdListField
          id={controlId(index, 'allowed_mentions.roles')}
          label={t('composer.mentions.roleIds')}
          what="role"
          ids={choice.roleIds}
          onIds={(roleIds) => set({ roleIds })}
        />
      )}
      {!choice.users && (
        <IdListField
          id={controlId(index, 'allowed_mentions.users')}
          label={t('composer.mentions.userIds')}
          what="user"
          ids={choice.userIds}
          onIds={(userIds) => set({ userIds })}
        />
      )}
      <PingSummary index={index} />
    </SectionCard>
  )
}
