import type { Draft } from './draft'

/**
 * A stable text for "what Send would post": the messages' bodies, files and threads, and the target.
 * Two drafts with the same fingerprint send the same thing, so an unchanged draft can ask before posting
 * a second copy. Key order does not matter; names, ids and timestamps of the draft itself do not count.
 */
export function draftFingerprint(draft: Pick<Draft, 'messages' | 'targets'>): string {
  const what = {
    targets: draft.targets,
    messages: draft.messages.map((message) => ({
      data: message.data,
      files: message.files.map(({ handle, name, spoiler, description }) => ({
        handle,
        name,
        spoiler,
        description,
      })),
      threadId: message.threadId ?? null,
      kept: message.reference?.kept.map((attachment) => attachment.id) ?? null,
    })),
  }
  return stableStringify(what)
}

/** JSON with object keys sorted, so equal values give equal text whatever order their keys were set in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
