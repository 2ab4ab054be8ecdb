import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldControl } from '../../components/Field'

/** The shape of a webhook URL: the same in every language. */
const URL_SHAPE = 'https://discord.com/…/webhooks/…'

type WebhookUrlInputProps = { registration: UseFormRegisterReturn; control: FieldControl }

/** A pasted webhook URL: monospace, not autocompleted or spell-checked (it holds the webhook's secret). */
export function WebhookUrlInput({ registration, control }: WebhookUrlInputProps) {
  return (
    <input
      {...registration}
      {...control}
      className="input input--mono"
      type="text"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder={URL_SHAPE}
    />
  )
}
