import { valueList } from '@shared/i18n/phrase'
import '@renderer/styles/composer-names.css'
import { useState } from 'react'
import type { GuildDirectory } from '@shared/rpc/areas/guilds'
import { useT } from '@renderer/i18n/store'
import { useGuildDirectoryStore, useTargetDirectory } from '../message/guildDirectoryStore'
import { matching, mentionableRoles, roleColor } from '../message/mentionNames'
import type { NameOption } from '../message/NameCombobox'
import { NameCombobox } from '../message/NameCombobox'
import { useMemberSearch } from '../message/useMemberSearch'

type IdNamePickerProps = {
  what: 'role' | 'user'
  /** Already listed: named here, not offered again. */
  ids: readonly string[]
  onAdd(id: string): void
}

/** Discord takes up to 100 ids in each allowed_mentions list. */
const MAX_IDS = 100

/**
 * Names the ids of a Pings list and adds roles or members to it by name, with what a saved bot token of
 * the target's server read; nothing without one.
 */
export function IdNamePicker({ what, ids, onAdd }: IdNamePickerProps) {
  const t = useT()
  const { webhookId, directory } = useTargetDirectory()
  const members = useGuildDirectoryStore((state) => state.members)
  if (!webhookId || !directory) return null
  const named = ids.flatMap((listed) => {
    const name =
      what === 'role'
        ? directory.roles.find((role) => role.id === listed)?.name
        : members[listed]?.displayName
    return name ? [name] : []
  })
  return (
    <>
      {named.length > 0 && (
        <p className="field__hint id-names__listed">
          {t('composer.mentions.listed', { names: valueList(t, named) })}
        </p>
      )}
      {ids.length < MAX_IDS && (
        <Picker what={what} webhookId={webhookId} directory={directory} ids={ids} onAdd={onAdd} />
      )}
    </>
  )
}

function Picker({
  what,
  webhookId,
  directory,
  ids,
  onAdd,
}: IdNamePickerProps & { webhookId: string; directory: GuildDirectory }) {
  const t = useT()
  const [query, setQuery] = useState('')
  const members = useMemberSearch(webhookId, what === 'user' ? query : '', undefined)
  const options: NameOption[] =
    what === 'role'
      ? matching(mentionableRoles(directory), query, (role) => role.name).map((role) => ({
          id: role.id,
          label: `@${role.name}`,
          mark: <span className="name-combobox__swatch" style={{ background: roleColor(role.color) }} />,
        }))
      : members.found
  const offered = options.filter((option) => !ids.includes(option.id))
  const status =
    what === 'user' && members.reason
      ? members.reason
      : what === 'user' && !query.trim()
        ? t('composer.mentions.typeMember')
        : members.searching && what === 'user'
          ? t('composer.mentions.searching')
          : t('composer.emoji.matches', { count: offered.length })
  return (
    <NameCombobox
      label={t('composer.mentions.addByName', { what })}
      options={offered}
      query={query}
      onQuery={setQuery}
      onPick={(option) => {
        onAdd(option.id)
        setQuery('')
      }}
      status={status}
    />
  )
}
