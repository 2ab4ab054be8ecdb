import crypto from 'node:crypto'

/** How long the URLs of one import wait for the user's answer, and how many imports are remembered. */
const TTL_MS = 30 * 60_000
const MAX_IMPORTS = 20

/**
 * Webhook URLs found by an import, held in memory only (never on disk, never sent to the page) under
 * an opaque token until the user says which to save.
 */
export class PendingWebhooks {
  private readonly imports = new Map<string, { at: number; urls: Map<string, string> }>()

  constructor(private readonly clock: () => number = Date.now) {}

  /** Returns the token and a key per URL, in order. */
  hold(urls: readonly string[]): { token: string; keys: string[] } {
    this.prune()
    const token = crypto.randomBytes(16).toString('hex')
    const keys = urls.map((_, i) => `w${i}`)
    this.imports.set(token, { at: this.clock(), urls: new Map(keys.map((k, i) => [k, urls[i] ?? ''])) })
    return { token, keys }
  }

  /** The URL of a key of an import, or null when the import expired or the key is unknown. */
  take(token: string, key: string): string | null {
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
