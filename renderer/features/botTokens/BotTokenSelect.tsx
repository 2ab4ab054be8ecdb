import type { ComponentProps } from 'react'
import type { BotTokenView } from '@shared/rpc/areas/botTokens'
import { Field } from '../../components/Field'

type BotTokenSelectProps = ComponentProps<'select'> & { id: string; label: string; tokens: BotTokenView[] }

/** Which saved bot token acts, by its label; the rest of the props go to the <select>. */
export function BotTokenSelect({ id, label, tokens, ...select }: BotTokenSelectProps) {
  return (
    <Field id={id} label={label}>
      <select {...select} id={id} className="input">
        {tokens.map((token) => (
          <option key={token.id} value={token.id}>
            {token.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
