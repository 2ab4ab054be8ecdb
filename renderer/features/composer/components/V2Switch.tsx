import { useState } from 'react'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { useT } from '@renderer/i18n/store'
import { recordsOf } from '@renderer/store/drafts/reducers'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'

/**
 * The Components V2 switch. Turning it on replaces the content and embeds, which are kept aside in the
 * draft until it is sent; turning it off brings them back. An edit of a V2 message cannot turn it off.
 */
export function V2Switch({ index }: { index: number }) {
  const t = useT()
  const on = useDraftsStore(draftsSelectors.isComponentsV2(index))
  const locked = useDraftsStore((state) => state.draft?.messages[index]?.reference?.componentsV2 === true)
  const layout = useDraftsStore(
    (state) => recordsOf(state.draft?.messages[index]?.data.components).filter((c) => c.type !== 1).length,
  )
  const [asking, setAsking] = useState<'on' | 'off' | undefined>()
  const id = `m${index}-components-v2`
  const hint = t(locked ? 'composer.components.v2.locked' : 'composer.components.v2.hint')
  const close = () => setAsking(undefined)
  const onChange = (checked: boolean) => {
    if (checked) setAsking('on')
    else if (layout > 0) setAsking('off')
    else draftActions.setComponentsV2(index, false)
  }
  return (
    <div className="flag-toggle components-v2-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={locked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{t('composer.components.v2.label')}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {asking === 'on' && (
        <ConfirmDialog
          title={t('composer.components.v2.onTitle')}
          confirmLabel={t('composer.components.v2.onConfirm')}
          onClose={close}
          onConfirm={() => {
            close()
            draftActions.setComponentsV2(index, true)
          }}
        >
          <p>{t('composer.components.v2.onBody')}</p>
          <p>{t('composer.components.v2.onFinal')}</p>
        </ConfirmDialog>
      )}
      {asking === 'off' && (
        <ConfirmDialog
          title={t('composer.components.v2.offTitle')}
          confirmLabel={t('composer.components.v2.offConfirm')}
          onClose={close}
          onConfirm={() => {
            close()
            draftActions.setComponentsV2(index, false)
          }}
        >
          <p>{t('composer.components.v2.offBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
