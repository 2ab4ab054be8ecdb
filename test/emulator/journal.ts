// The request journal: what every API request carried (parsed body, file sizes and hashes) and how it was
// answered, so tests assert on what the app sent rather than on what it meant to send.
import type { JournalEntry } from './types'

export class Journal {
  private entries: JournalEntry[] = []
  private seq = 0

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full = { ...entry, seq: ++this.seq }
    this.entries.push(full)
    return full
  }

  /** Entries with seq greater than `since` (default all), oldest first. */
  list(since = 0): JournalEntry[] {
    return this.entries.filter((e) => e.seq > since).map((e) => structuredClone(e))
  }

  clear(): void {
    this.entries = []
  }
}
