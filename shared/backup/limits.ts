// What one backup may hold and what a data folder may hold after a restore or an import. A hostile or
// runaway file is refused with these numbers in the message, before anything is parsed or written
// (issue 24). The figures sit far above any real use (docs/security.md, "Bounded work").

/** Entries of each kind one backup may carry. */
export const BACKUP_MAX = { drafts: 1_000, templates: 1_000, webhooks: 1_000, history: 20_000 } as const

/** JSON values in one backup's text (a draft with ten full messages is about 15,000). */
export const BACKUP_MAX_VALUES = 5_000_000

/** Drafts and templates a data folder may hold after a restore or an import adds to it. */
export const TOTAL_MAX = { drafts: 2_000, templates: 1_000 } as const

/** Drafts one import (a Discohook backup, a link) may create. */
export const IMPORT_MAX_DRAFTS = 200
