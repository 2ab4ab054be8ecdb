/**
 * Marks a promise we deliberately do not await (an Electron event handler that must return at once).
 * The promise handles its own failures; this only makes the intent visible.
 */
export function drop(promise: Promise<unknown>): void {
  promise.catch(() => undefined)
}
