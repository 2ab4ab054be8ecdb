import { useState } from 'react'
import type { GuildDirectory } from '@shared/rpc/areas/guilds'
import { matching, mentionableRoles, roleColor } from '../message/mentionNames'
import type { NameOption } from '../message/NameCombobox'
import { NameCombobox } from '../message/NameCombobox'
import { useMemberSearch } from '../message/useMemberSearch'

type IdNamePickerProps = {
  what: 'role' | 'user'
  webhookId: string
  directory: GuildDirectory
  /** Already listed: not offered again. */
  ids: readonly string[]
  onAdd(id: string): void
}

/** Adds a role or a member to an id list by name, with the names a saved bot token of the server read. */
export function IdNamePicker({ what, webhookId, directory, ids, onAdd }: IdNamePickerProps) {
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
        ? 'Type the start of a member’s name or username.'
        : members.searching && what === 'user'
          ? 'Searching members…'
          : `${offered.length} ${offered.length === 1 ? 'match' : 'matches'}`
  return (
    <NameCombobox
      label={what === 'role' ? 'Add a role by name' : 'Add a member by name'}
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
