/**
 * Yields to the event loop: a backup is read and written in slices, and between two slices the host
 * answers every other call that arrived (issue 24: one large file must not starve the rest).
 */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
