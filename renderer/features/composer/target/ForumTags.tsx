import { APPLIED_TAGS_MAX } from '@shared/discord/limits'
import type { ChannelInfo } from '@shared/rpc/areas/drafts'
import { useT } from '@renderer/i18n/store'
import type { ThreadBinding } from './threadBinding'

type ForumTagsProps = { binding: ThreadBinding; tags: ChannelInfo['availableTags']; requireTag: boolean }

/** "Forum tags" (applied_tags): the forum's tags as checkboxes, at most five. */
export function ForumTags({ binding, tags, requireTag }: ForumTagsProps) {
  const t = useT()
  const applied = binding.appliedTags
  const full = applied.length >= APPLIED_TAGS_MAX
  function toggle(id: string, on: boolean) {
    binding.setAppliedTags(on ? [...applied, id] : applied.filter((tag) => tag !== id))
  }
  const id = binding.idOf('applied_tags')
  const hintId = `${id}-hint`
  return (
    <fieldset className="target-tags" id={id} tabIndex={-1} aria-describedby={hintId}>
      <legend>{t('composer.target.tags.legend')}</legend>
      <div className="target-tags__list">
        {tags.map((tag) => {
          const on = applied.includes(tag.id)
          return (
            <label key={tag.id} className="choice target-tags__tag">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(tag.id, event.target.checked)}
              />
              {tag.emoji && <span aria-hidden="true">{tag.emoji}</span>}
              {tag.name}
              {tag.moderated && (
                <span className="target-tags__note"> {t('composer.target.tags.moderated')}</span>
              )}
            </label>
          )
        })}
      </div>
      <p className={requireTag && applied.length === 0 ? 'field__error' : 'field__hint'} id={hintId}>
        {requireTag ? `${t('composer.target.tags.required')} ` : ''}
        {t('composer.target.tags.count', { count: applied.length, max: APPLIED_TAGS_MAX })}
      </p>
    </fieldset>
  )
}
