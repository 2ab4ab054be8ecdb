import type { Draft, DraftReference } from '@shared/drafts/draft'
import { updateMessage } from './data'

/**
 * Makes message `index` an edit of a sent message (or, with undefined, a new message again). The body
 * stays as it is: the edit starts from what the user sees.
 */
export function setReference(draft: Draft, index: number, reference: DraftReference | undefined): Draft {
  return updateMessage(draft, index, (message) => {
    if (reference) return { ...message, reference }
    const { reference: _dropped, ...rest } = message
    return rest
  })
}
