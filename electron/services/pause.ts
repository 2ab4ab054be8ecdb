/**
 * Yields to the event loop: large inputs (a backup, an import, an RPC body) are read and written in
 * slices, and between two slices the host answers every other call that arrived (issue 24).
 */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
