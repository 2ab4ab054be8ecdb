import { validateMessage } from '@shared/discord'
import type { Draft } from '@shared/drafts/draft'
import type { Issue } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'

/**
 * A draft can be scheduled when it has somewhere to go and every message would pass the send engine's
 * checks now: a problem found at 9 a.m. by a runner nobody watches helps no one.
 */
export function checkSendable(draft: Pick<Draft, 'messages' | 'targets'>): void {
  const issues: Issue[] = []
  if (draft.targets.length === 0) issues.push({ path: 'targets', message: 'Choose where to send it first.' })
  draft.messages.forEach((message, i) => {
    if (message.reference) {
      issues.push({
        path: `messages[${i}]`,
        message: 'This message edits one already sent; a schedule only posts new messages.',
      })
      return
    }
    const checked = validateMessage(message.data, { fileCount: message.files.length })
    if (!checked.ok) {
      for (const p of checked.problems)
        issues.push({ path: `message ${i + 1}: ${p.pathText}`, message: p.message, phrase: p.phrase })
    }
  })
  if (issues.length > 0) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('service.schedules.cannotSchedule', 'This draft cannot be scheduled as it is.'),
      issues,
    })
  }
}
