import type { DraftMessage } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'

/** A message as the result lists name it: its own name, or its place in the draft ("Message 2"). */
export function messageName(message: Pick<DraftMessage, 'name'> | undefined, index: number, t: Translate) {
  return message?.name || t('composer.send.messageNumber', { number: index + 1 })
}
