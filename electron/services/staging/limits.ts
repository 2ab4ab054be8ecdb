/** What staging holds at most. Per file: Discord's largest upload limit (a level 3 boosted server). */
export type StagingLimits = {
  fileBytes: number
  count: number
  totalBytes: number
}

const MIB = 1024 * 1024

export const STAGING_LIMITS: StagingLimits = {
  fileBytes: 100 * MIB,
  count: 200,
  totalBytes: 2048 * MIB,
}

/** Staged files no draft references are removed at start once they are this old (a page may still hold one). */
export const UNREFERENCED_GRACE_MS = 60 * 60 * 1000

export function formatMiB(bytes: number): string {
  return `${Math.round((bytes / MIB) * 10) / 10} MiB`
}
