import { flushSync } from 'react-dom'
import { create } from 'zustand'
import { embedsOf } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { onReveal } from '../controlId'
import type { CollapseRecord, EmbedsChange, MessageCollapse } from './collapseState'
import {
  isSectionCollapsed,
  messageCollapse,
  readCollapseRecord,
  withAll,
  withEmbeds,
  withMessage,
  withSection,
} from './collapseState'
import type { SectionKey } from './sectionPaths'
import { embedOfPath, sectionOfPath } from './sectionPaths'

// What is collapsed, per draft and per message, kept across reloads in the page's storage (see
// collapseState.ts for why it is not part of the draft).

const KEY = 'herald.composer.collapsed'

function load(): CollapseRecord {
  try {
    return readCollapseRecord(JSON.parse(localStorage.getItem(KEY) ?? '{}'))
  } catch {
    return {}
  }
}

export const useCollapseStore = create<{ record: CollapseRecord }>()(() => ({ record: load() }))

/** The open draft's id and message `index`'s id: what the state is kept under. */
function keysOf(index: number): [draftId: string, messageId: string] | undefined {
  const draft = useDraftsStore.getState().draft
  const message = draft?.messages[index]
  return draft && message ? [draft.id, message.id] : undefined
}

function change(index: number, update: (message: MessageCollapse) => MessageCollapse): void {
  const keys = keysOf(index)
  if (!keys) return
  const before = useCollapseStore.getState().record
  const record = withMessage(before, keys[0], keys[1], update, Date.now())
  if (record === before) return
  useCollapseStore.setState({ record })
  try {
    localStorage.setItem(KEY, JSON.stringify(record))
  } catch {
    // Storage full or blocked: the sections still collapse for this session.
  }
}

/** Message `index`'s collapse state in the open draft, as a hook (a stable object while unchanged). */
function useMessageCollapse(index: number): MessageCollapse {
  const draftId = useDraftsStore((state) => state.draft?.id)
  const messageId = useDraftsStore((state) => state.draft?.messages[index]?.id)
  return useCollapseStore((state) =>
    draftId && messageId ? messageCollapse(state.record, draftId, messageId) : messageCollapse({}, '', ''),
  )
}

export function useSectionCollapsed(index: number, section: SectionKey): boolean {
  return isSectionCollapsed(useMessageCollapse(index), section)
}

/** Each embed's collapsed flag, by position. */
export function useEmbedFlags(index: number): readonly boolean[] {
  return useMessageCollapse(index).embeds
}

export const collapseActions = {
  toggleSection(index: number, section: SectionKey): void {
    change(index, (message) => withSection(message, section, !isSectionCollapsed(message, section)))
  },
  openSection(index: number, section: SectionKey): void {
    change(index, (message) => withSection(message, section, false))
  },
  changeEmbeds(index: number, embedsChange: EmbedsChange): void {
    change(index, (message) => withEmbeds(message, embedsChange))
  },
  /** Collapses or opens every section and every embed of message `index`. */
  setAll(index: number, collapsed: boolean): void {
    const data = useDraftsStore.getState().draft?.messages[index]?.data
    const embeds = data ? embedsOf(data).length : 0
    change(index, () => withAll(collapsed, embeds))
  },
  /** Opens what hides the control for `path`: its section and, inside Embeds, its embed. */
  reveal(index: number, path: string): void {
    const section = sectionOfPath(path)
    const embed = embedOfPath(path)
    change(index, (message) => {
      const open = section ? withSection(message, section, false) : message
      return embed === undefined ? open : withEmbeds(open, { kind: 'open', embed })
    })
  },
}

// focusControl (controlId.ts) asks before it focuses: the section opens, rendered at once, so the
// control exists when it looks for it. One listener for the page, whichever part asked.
onReveal(({ message, path }) => flushSync(() => collapseActions.reveal(message, path)))
