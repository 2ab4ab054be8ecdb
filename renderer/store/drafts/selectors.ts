import type { Draft, DraftMessage } from '@shared/drafts/draft'
import type { Json } from './reducers'
import { embedsOf, fieldsOf, isComponentsV2 } from './reducers'
import type { DraftsState } from './store'

// Selectors return values already in the store (or primitives), so a component re-renders only when
// its own part of the draft changed.

const EMPTY: Json = {}

export const draftsSelectors = {
  draft: (state: DraftsState): Draft | undefined => state.draft,
  message:
    (index: number) =>
    (state: DraftsState): DraftMessage | undefined =>
      state.draft?.messages[index],
  data:
    (index: number) =>
    (state: DraftsState): Json =>
      state.draft?.messages[index]?.data ?? EMPTY,
  /** One key of the message's body: a keystroke elsewhere in the body leaves it the same value. */
  dataKey:
    (index: number, key: string) =>
    (state: DraftsState): unknown =>
      state.draft?.messages[index]?.data[key],
  embedCount:
    (index: number) =>
    (state: DraftsState): number =>
      embedsOf(state.draft?.messages[index]?.data ?? EMPTY).length,
  embed:
    (index: number, embed: number) =>
    (state: DraftsState): Json | undefined =>
      embedsOf(state.draft?.messages[index]?.data ?? EMPTY)[embed],
  fieldCount:
    (index: number, embed: number) =>
    (state: DraftsState): number => {
      const current = embedsOf(state.draft?.messages[index]?.data ?? EMPTY)[embed]
      return current ? fieldsOf(current).length : 0
    },
  /** Whether the message is Components V2: its content and embeds editors step aside. */
  isComponentsV2:
    (index: number) =>
    (state: DraftsState): boolean =>
      isComponentsV2(state.draft?.messages[index]?.data ?? EMPTY),
  target: (state: DraftsState) => state.draft?.targets[0],
  sent: (state: DraftsState) => state.draft?.sent ?? null,
  save: (state: DraftsState) => state.save,
}
