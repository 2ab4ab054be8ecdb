import { useEffect, useState } from 'react'
import { searchMembers } from './guildDirectoryStore'
import { memberLabel } from './mentionNames'
import type { NameOption } from './NameCombobox'

/** Typing pauses this long before members are searched, so a name typed quickly is one request. */
const SEARCH_PAUSE_MS = 250

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
