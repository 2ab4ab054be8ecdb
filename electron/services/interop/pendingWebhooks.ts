import crypto from 'node:crypto'

/** How long the URLs of one import wait for the user's answer, and how many imports are remembered. */
const TTL_MS = 30 * 60_000
const MAX_IMPORTS = 20

/** A webhook URL an import found, with the drafts that named it as a target. */
export type PendingWebhook = { url: string; draftIds: readonly string[] }

/**
 * Webhook URLs found by an import, held in memory only (never on disk, never sent to the page) under
 * an opaque token until the user says which to save.
 */
export class PendingWebhooks {
  private readonly imports = new Map<string, { at: number; urls: Map<string, PendingWebhook> }>()

  constructor(private readonly clock: () => number = Date.now) {}

  /** Returns the token and a key per URL, in order. */
  hold(found: readonly PendingWebhook[]): { token: string; keys: string[] } {
    this.prune()
    const token = crypto.randomBytes(16).toString('hex')
    const keys = found.map((_, i) => `w${i}`)
    const urls = new Map(found.map((entry, i) => [keys[i] ?? '', entry]))
    this.imports.set(token, { at: this.clock(), urls })
    return { token, keys }
  }

  /** The URL (and drafts) of a key of an import, or null when the import expired or the key is unknown. */
  take(token: string, key: string): PendingWebhook | null {
    this.prune()
    return this.imports.get(token)?.urls.get(key) ?? null
  }

  private prune(): void {
    const now = this.clock()
    for (const [token, entry] of this.imports) if (now - entry.at > TTL_MS) this.imports.delete(token)
    while (this.imports.size > MAX_IMPORTS) {
      const oldest = this.imports.keys().next().value
      if (oldest === undefined) break
      this.imports.delete(oldest)
    }
  }
}
