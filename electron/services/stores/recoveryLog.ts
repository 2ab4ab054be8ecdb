import type { RecoveredFile } from '@shared/rpc/areas/settings'

export type { RecoveredFile }
export type RecoveryReason = RecoveredFile['reason']

type Listener = (file: RecoveredFile) => void

/**
 * Every store file moved aside since start. A store that cannot be read is never silently emptied: it is
 * kept under a new name and listed here until the user dismisses the notice; listeners forward each one
 * to the page as it happens.
 */
export class RecoveryLog {
  private readonly files: RecoveredFile[] = []
  private readonly listeners = new Set<Listener>()

  report(file: RecoveredFile): void {
    this.files.push(file)
    for (const listener of this.listeners) listener(file)
  }

  list(): RecoveredFile[] {
    return [...this.files]
  }

  /** Removes the notice (the preserved file stays on disk). Returns whether there was one. */
  dismiss(movedTo: string): boolean {
    const index = this.files.findIndex((file) => file.movedTo === movedTo)
    if (index < 0) return false
    this.files.splice(index, 1)
    return true
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
