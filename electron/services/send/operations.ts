/**
 * Running sends by operation id, so `send.cancel` can abort one. An id belongs to one call at a time;
 * the call's disposer removes it when the call ends, however it ends.
 */
export class Operations {
  private readonly running = new Map<string, AbortController>()

  /** Starts tracking; returns the signal to pass down and the disposer to call when the call ends. */
  start(operationId: string | undefined): { signal: AbortSignal; dispose: () => void } {
    const controller = new AbortController()
    if (operationId === undefined) return { signal: controller.signal, dispose: () => {} }
    // A second call reusing a running id takes it over; the first can no longer be cancelled by id.
    this.running.set(operationId, controller)
    return {
      signal: controller.signal,
      dispose: () => {
        if (this.running.get(operationId) === controller) this.running.delete(operationId)
      },
    }
  }

  /** Aborts a running operation. False when no operation has that id (it finished or never ran). */
  cancel(operationId: string): boolean {
    const controller = this.running.get(operationId)
    if (!controller) return false
    controller.abort()
    this.running.delete(operationId)
    return true
  }

  /** Aborts everything (the shell is closing). */
  dispose(): void {
    for (const controller of this.running.values()) controller.abort()
    this.running.clear()
  }
}
