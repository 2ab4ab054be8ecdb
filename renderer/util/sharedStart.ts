/**
 * Lets several mounted components start one store's loading and event subscription: the first caller
 * starts it, the last one to leave stops it. Returns a function with the same shape as `start`.
 */
export function sharedStart(start: () => () => void): () => () => void {
  let users = 0
  let stop: (() => void) | undefined
  return () => {
    if (users++ === 0) stop = start()
    let released = false
    return () => {
      if (released) return
      released = true
      if (--users === 0) {
        stop?.()
        stop = undefined
      }
    }
  }
}
