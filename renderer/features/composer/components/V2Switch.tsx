import { useState } from 'react'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { recordsOf } from '@renderer/store/drafts/reducers'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'

/**
 * The Components V2 switch. Turning it on replaces the content and embeds, which are kept aside in the
 * draft until it is sent; turning it off brings them back. An edit of a V2 message cannot turn it off.
 */
export function V2Switch({ index }: { index: number }) {
  const on = useDraftsStore(draftsSelectors.isComponentsV2(index))
  const locked = useDraftsStore((state) => state.draft?.messages[index]?.reference?.componentsV2 === true)
  const layout = useDraftsStore(
    (state) => recordsOf(state.draft?.messages[index]?.data.components).filter((c) => c.type !== 1).length,
  )
  const [asking, setAsking] = useState<'on' | 'off' | undefined>()
  const id = `m${index}-components-v2`
  const hint = locked
    ? 'This message was sent with Components V2; Discord does not let an edit turn it off.'
    : 'Build the message from containers, text, sections, galleries, files and separators.'
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
      <label htmlFor={id}>Components V2</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {asking === 'on' && (
        <ConfirmDialog
          title="Build this message with Components V2?"
          confirmLabel="Use Components V2"
          onClose={close}
          onConfirm={() => {
            close()
            draftActions.setComponentsV2(index, true)
          }}
        >
          <p>
            A Components V2 message has no content or embeds: components replace them. Your content and embeds
            are kept in the draft, and come back if you turn Components V2 off before sending.
          </p>
          <p>Once the message is sent, Discord does not allow removing the flag, even by editing it.</p>
        </ConfirmDialog>
      )}
      {asking === 'off' && (
        <ConfirmDialog
          title="Turn Components V2 off?"
          confirmLabel="Turn off"
          onClose={close}
          onConfirm={() => {
            close()
            draftActions.setComponentsV2(index, false)
          }}
        >
          <p>
            Your content and embeds come back. Containers, text, sections, galleries, files and separators
            exist only in Components V2, so they are removed; link button rows stay. Undo brings them back.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
