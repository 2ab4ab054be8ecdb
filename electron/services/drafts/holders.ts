/**
 * Which drafts hold which key (a staged-file handle, a sealed URL reference). Built once at start and
 * kept up to date per draft, so saving a draft costs work in that draft's size, never in the number of
 * drafts.
 */
export class Holders {
  private readonly byKey = new Map<string, Set<string>>()
  private readonly byDraft = new Map<string, Set<string>>()

  /** Sets what one draft holds; returns the keys it held before and no draft holds now. */
  set(draftId: string, keys: Iterable<string>): string[] {
    const next = new Set(keys)
    const before = this.byDraft.get(draftId) ?? new Set<string>()
    const released: string[] = []
    for (const key of before) {
      if (next.has(key)) continue
      const holders = this.byKey.get(key)
      holders?.delete(draftId)
      if (!holders || holders.size === 0) {
        this.byKey.delete(key)
        released.push(key)
      }
    }
    for (const key of next) {
      let holders = this.byKey.get(key)
      if (!holders) this.byKey.set(key, (holders = new Set()))
      holders.add(draftId)
    }
    if (next.size > 0) this.byDraft.set(draftId, next)
    else this.byDraft.delete(draftId)
    return released
  }

  /** The keys one draft holds. */
  heldBy(draftId: string): ReadonlySet<string> {
    return this.byDraft.get(draftId) ?? new Set()
  }

  isHeld(key: string): boolean {
    return this.byKey.has(key)
  }

  keys(): Set<string> {
    return new Set(this.byKey.keys())
  }
}
