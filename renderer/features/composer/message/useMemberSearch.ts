import { useEffect, useState } from 'react'
import type { GuildMember } from '@shared/rpc/areas/guilds'
import { attempt } from '@renderer/api/attempt'
import { useGuildDirectoryStore } from './guildDirectoryStore'
import { memberLabel } from './mentionNames'
import type { NameOption } from './NameCombobox'
import { saidText } from '@shared/rpc/saidText'
import { currentTranslator } from '@renderer/i18n/current'

/** Typing pauses this long before members are searched, so a name typed quickly is one request. */
const SEARCH_PAUSE_MS = 250

export type MemberSearch = { members: GuildMember[]; reason: string | null }

/** Members whose username or nickname starts with `query`; the ones found are remembered for the preview. */
export async function searchMembers(webhookId: string, query: string): Promise<MemberSearch> {
  const outcome = await attempt('guilds.searchMembers', { webhookId, query })
  if (!outcome.ok) return { members: [], reason: saidText(currentTranslator(), outcome.error) }
  const { members, reason } = outcome.value
  if (members.length > 0) {
    const known = { ...useGuildDirectoryStore.getState().members }
    for (const member of members) known[member.id] = member
    useGuildDirectoryStore.setState({ members: known })
  }
  return { members, reason }
}

/** Members whose name starts with what was typed, asked of the services once typing pauses. */
export function useMemberSearch(
  webhookId: string | undefined,
  query: string,
  picked: NameOption | undefined,
) {
  const [found, setFound] = useState<NameOption[]>([])
  const [reason, setReason] = useState<string | null>(null)
  /** The query the last answer was for: until it matches what is typed, a search is under way. */
  const [answered, setAnswered] = useState<string>()
  const wanted = query.trim()
  const skip = !webhookId || !wanted || picked !== undefined
  useEffect(() => {
    if (skip) return
    let live = true
    const timer = setTimeout(() => {
      void searchMembers(webhookId, wanted).then((answer) => {
        if (!live) return
        setAnswered(wanted)
        setReason(answer.reason)
        setFound(answer.members.map((member) => ({ id: member.id, ...memberLabel(member) })))
      })
    }, SEARCH_PAUSE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [webhookId, wanted, skip])
  return { found: wanted ? found : [], reason, searching: !skip && answered !== wanted }
}
