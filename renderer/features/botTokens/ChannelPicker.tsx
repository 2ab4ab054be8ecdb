import { useEffect } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, describedBy } from '../../components/Field'
import { useT } from '../../i18n/store'
import { usePlacesStore } from '../../store/webhooks/places'
import type { KnownChannel } from './channelByName'

type Props = {
  id: string
  registration: UseFormRegisterReturn
  /** The id in the box now, to say which channel it is. */
  value: string
  error: string | undefined
  disabled: boolean
  /** Channels of the chosen bot's servers, beside the library's. */
  botChannels: readonly KnownChannel[]
}

/** The library's channels and the bot's, each once. */
export function useKnownChannels(botChannels: readonly KnownChannel[]): KnownChannel[] {
  const start = usePlacesStore((state) => state.start)
  useEffect(() => start(), [start])
  const servers = usePlacesStore((state) => state.servers)
  const library = servers.flatMap((server) =>
    server.channels.map((channel) => ({ id: channel.id, name: channel.name, server: server.name })),
  )
  return [...library, ...botChannels.filter((c) => !library.some((known) => known.id === c.id))]
}

/**
 * A channel by name: the known channels of the library's servers and of the chosen bot's servers offered
 * as a list (a combobox), typed as #name, or any other channel by its id.
 */
export function ChannelPicker({ id, registration, value, error, disabled, botChannels }: Props) {
  const t = useT()
  const options = useKnownChannels(botChannels)
  const chosen = options.find((option) => option.id === value.trim())
  const hint = chosen
    ? t('botTokens.channel.chosen', { channel: chosen.name, server: chosen.server })
    : options.length > 0
      ? t('botTokens.channel.hint')
      : t('botTokens.channel.hint.idOnly')
  return (
    <Field id={id} label={t('botTokens.channel')} hint={hint} error={error}>
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
          <option
            key={option.id}
            value={option.id}
            label={t('botTokens.channel.option', { channel: option.name, server: option.server })}
          />
        ))}
      </datalist>
    </Field>
  )
}
