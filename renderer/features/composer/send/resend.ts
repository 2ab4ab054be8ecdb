import type { Draft } from '@shared/drafts/draft'
import { draftFingerprint } from '@shared/drafts/fingerprint'
import { plainRecords } from '../target/targets'

/**
 * The fingerprint of the draft as it stays after a send. markSent drops the staged files (they went with
 * the message), so the record is taken without them: pressing Send again on the untouched draft
 * matches it, and would post a second copy without the files.
 */
export function sentFingerprint(draft: Pick<Draft, 'messages' | 'targets'>): string {
  return draftFingerprint({
    // The per-target records of a run say what went, not what the draft would send.
    targets: draft.targets.map(plainRecords),
    messages: draft.messages.map((m) => ({ ...m, files: [] })),
  })
}

/**
 * Send again would post the same message a second time: the draft was sent as a new message and is
 * unchanged since (no files added, nothing edited, same target). Edits are not asked about: a second
 * identical PATCH changes nothing.
 */
export function isUnchangedResend(draft: Draft): boolean {
  const sent = draft.sent
  if (!sent || sent.action !== 'send') return false
  if (draft.messages.some((message) => message.files.length > 0 || message.reference)) return false
  return sentFingerprint(draft) === sent.fingerprint
}
