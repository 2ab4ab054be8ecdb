/**
 * Marks a promise we deliberately do not await (an event handler starting async work). Failures are
 * already turned into state by the action itself; this only makes the intent visible and lint-clean.
 */
export function drop(promise: Promise<unknown>): void {
  promise.catch(() => undefined)
}
