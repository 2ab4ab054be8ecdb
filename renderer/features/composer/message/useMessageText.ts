import type { MessageTextKey } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'

/** One text of the message body ('' while unset), re-rendering only when that text changes. */
export function useMessageText(index: number, key: MessageTextKey): string {
  return useDraftsStore((state) => {
    const value = state.draft?.messages[index]?.data[key]
    return typeof value === 'string' ? value : ''
  })
}
