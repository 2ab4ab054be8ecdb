import type { BackupFile } from './schema'

/** What the user chose for records that exist both here and in the backup. */
export type Choice = 'keep' | 'replace' | 'both'
/** Kinds where two copies can live side by side (new ids) offer "both"; the others keep or replace. */
export type Choices = {
  drafts?: Choice
  templates?: Choice
  webhooks?: Exclude<Choice, 'both'>
  history?: Exclude<Choice, 'both'>
  settings?: Exclude<Choice, 'both'>
}
export type ConflictKind = keyof Choices

/** What exists in this data folder, by id. */
export type Existing = {
  draftIds: ReadonlySet<string>
  templateIds: ReadonlySet<string>
  /** Saved in the library, or waiting for their URL from an earlier restore. */
  webhookIds: ReadonlySet<string>
  historyIds: ReadonlySet<string>
  /** Whether the backup's settings differ from the current ones. */
  settingsDiffer: boolean
}

export type Conflicts = {
  drafts: { id: string; name: string }[]
  templates: { id: string; name: string }[]
  webhooks: { id: string; label: string }[]
  history: { id: string }[]
  settings: boolean
}

export function findConflicts(backup: BackupFile, existing: Existing): Conflicts {
  return {
    drafts: backup.drafts.filter((d) => existing.draftIds.has(d.id)).map((d) => ({ id: d.id, name: d.name })),
    templates: backup.templates
      .filter((t) => existing.templateIds.has(t.id))
      .map((t) => ({ id: t.id, name: t.name })),
    webhooks: backup.library.webhooks
      .filter((w) => existing.webhookIds.has(w.id))
      .map((w) => ({ id: w.id, label: w.label })),
    history: backup.history.filter((h) => existing.historyIds.has(h.id)).map((h) => ({ id: h.id })),
    settings: existing.settingsDiffer,
  }
}

/** The kinds with a conflict and no choice: restore refuses while any is left, and names them. */
export function unanswered(conflicts: Conflicts, choices: Choices): ConflictKind[] {
  const kinds: ConflictKind[] = []
  for (const kind of ['drafts', 'templates', 'webhooks', 'history'] as const) {
    if (conflicts[kind].length > 0 && !choices[kind]) kinds.push(kind)
  }
  if (conflicts.settings && !choices.settings) kinds.push('settings')
  return kinds
}

/** What to do with one record of the backup. */
export type Action = 'add' | 'replace' | 'copy' | 'skip'

export function actionFor(conflicting: boolean, choice: Choice | undefined): Action {
  if (!conflicting) return 'add'
  if (choice === 'replace') return 'replace'
  if (choice === 'both') return 'copy'
  return 'skip'
}

/** One summary line per kind: how many records were added, replaced, added as copies, or kept as they were. */
export type Tally = { added: number; replaced: number; copied: number; kept: number }
export const emptyTally = (): Tally => ({ added: 0, replaced: 0, copied: 0, kept: 0 })

export function count(tally: Tally, action: Action): void {
  if (action === 'add') tally.added++
  else if (action === 'replace') tally.replaced++
  else if (action === 'copy') tally.copied++
  else tally.kept++
}

/** `--on-conflict` of the CLI: one answer for every kind; "both" keeps what cannot have two copies. */
export function choicesFor(answer: Choice): Choices {
  const single = answer === 'both' ? 'keep' : answer
  return { drafts: answer, templates: answer, webhooks: single, history: single, settings: single }
}
