import { useEffect } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, describedBy } from '../../components/Field'
import { usePlacesStore } from '../../store/webhooks/places'

type Props = {
  id: string
  registration: UseFormRegisterReturn
  /** The id in the box now, to say which channel it is. */
  value: string
  error: string | undefined
  disabled: boolean
}

/**
 * A channel by name: the known channels of the library's servers offered as a list (a combobox), and any
 * other channel still reachable by typing its id.
 */
export function ChannelPicker({ id, registration, value, error, disabled }: Props) {
  const start = usePlacesStore((state) => state.start)
  useEffect(() => start(), [start])
  const servers = usePlacesStore((state) => state.servers)
  const options = servers.flatMap((server) =>
    server.channels.map((channel) => ({ ...channel, server: server.name })),
  )
  const chosen = options.find((option) => option.id === value.trim())
  const hint = chosen
    ? `#${chosen.name} in ${chosen.server}`
    : options.length > 0
      ? 'Pick a known channel, or type a channel id.'
      : 'Type a channel id (Discord: right-click the channel → Copy Channel ID).'
  return (
    <Field id={id} label="Channel" hint={hint} error={error}>
      <input
        {...registration}
        {...describedBy(id, error, true)}
        className="input input--mono"
        list={`${id}-known`}
        autoComplete="off"
        disabled={disabled}
      />
      <datalist id={`${id}-known`}>
        {options.map((option) => (
          <option key={option.id} value={option.id} label={`#${option.name} (${option.server})`} />
        ))}
      </datalist>
    </Field>
  )
}
