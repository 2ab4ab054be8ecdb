/** Exit codes promised in --help and the issue: scripts branch on them. */
export const EXIT = { ok: 0, failure: 1, invalid: 2, discord: 3, network: 4, cancelled: 130 } as const
