/**
 * Calls `record` on the first call of a burst and ignores the rest until `quietMs` pass with no call.
 * For undo: the state before a burst of typing is recorded once, so Ctrl+Z undoes a pause's worth of
 * typing, not one letter.
 */
export function firstOfBurst<A extends unknown[]>(
  record: (...args: A) => void,
  quietMs: number,
  // Wrapped: a browser's setTimeout called as `timers.set(...)` throws "Illegal invocation".
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((run: () => void, ms: number) => setTimeout(run, ms)) as typeof setTimeout,
    clear: (timer) => clearTimeout(timer),
  },
): ((...args: A) => void) & { reset(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const call = (...args: A) => {
    if (timer === undefined) record(...args)
    else timers.clear(timer)
    timer = timers.set(() => {
      timer = undefined
    }, quietMs)
  }
  call.reset = () => {
    if (timer !== undefined) timers.clear(timer)
    timer = undefined
  }
  return call
}
