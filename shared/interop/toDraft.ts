import { draftMessageSchema, type DraftMessage } from '../drafts/draft'
import { MessageFlags } from '../discord/limits'
import type { ImportedMessage } from './types'

/**
 * An imported message as a DraftMessage, for the service that stores the draft. An edit needs the id
 * of the webhook that sent the message: the one the file named (`webhook_id`), else the draft's own
 * webhook when the service knows it. Without either the message is kept as a new one and the answer
 * says so (`referenceDropped`), since a PATCH cannot go anywhere else.
 */
export function toDraftMessage(
  message: ImportedMessage,
  id: string,
  fallbackWebhookId: string | null = null,
): { message: DraftMessage; referenceDropped: boolean } {
  const out: DraftMessage = { id, data: message.data, files: [] }
  if (message.name) out.name = message.name
  if (message.threadId) out.threadId = message.threadId
  const ref = message.reference
  const webhookId = ref?.webhookId ?? fallbackWebhookId
  if (ref && webhookId) {
    const flags = typeof message.data.flags === 'number' ? message.data.flags : 0
    out.reference = {
      messageId: ref.messageId,
      webhookId,
      threadId: message.threadId ?? null,
      entryId: null,
      // What the message holds now is unknown until it is loaded from Discord.
      before: {},
      kept: [],
      componentsV2: (flags & MessageFlags.IS_COMPONENTS_V2) !== 0,
    }
  }
  return { message: draftMessageSchema.parse(out), referenceDropped: Boolean(ref && !webhookId) }
}
