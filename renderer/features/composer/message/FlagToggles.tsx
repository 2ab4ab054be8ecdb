import { useT } from '@renderer/i18n/store'
import type { MessageKey } from '@shared/i18n'
import type { ToggledFlag } from '@renderer/store/drafts/reducers'
import { hasFlag } from '@renderer/store/drafts/reducers'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'

const TOGGLES: { flag: ToggledFlag; label: MessageKey; hint: MessageKey }[] = [
  {
    flag: 'SUPPRESS_EMBEDS',
    label: 'composer.flags.suppressEmbeds',
    hint: 'composer.flags.suppressEmbeds.hint',
  },
  { flag: 'SUPPRESS_NOTIFICATIONS', label: 'composer.flags.silent', hint: 'composer.flags.silent.hint' },
]

/** The message flags a webhook may set; an edit cannot make a message silent, so it offers only one. */
export function FlagToggles({ index, editing }: { index: number; editing: boolean }) {
  const toggles = editing ? TOGGLES.filter((t) => t.flag !== 'SUPPRESS_NOTIFICATIONS') : TOGGLES
  return (
    <div className="flag-toggles">
      {toggles.map((toggle) => (
        <FlagToggle key={toggle.flag} index={index} {...toggle} />
      ))}
    </div>
  )
}

function FlagToggle({
  index,
  flag,
  label,
  hint,
}: {
  index: number
  flag: ToggledFlag
  label: MessageKey
  hint: MessageKey
}) {
  const t = useT()
  const on = useDraftsStore((state) => hasFlag(state.draft?.messages[index]?.data ?? {}, flag))
  const id = `m${index}-flag-${flag}`
  return (
    <div className="flag-toggle">
      <input
        id={id}
        type="checkbox"
        checked={on}
        aria-describedby={`${id}-hint`}
        onChange={(event) => draftActions.setFlag(index, flag, event.target.checked)}
      />
      <label htmlFor={id}>{t(label)}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {t(hint)}
      </p>
    </div>
  )
}
