import type { MetadataValues, RecordRow } from './metadataForm'

// Unsaved edits of the metadata editor, kept in this browser's storage per application so a reload
// or a restart loses nothing typed, as drafts keep theirs. Records are public metadata: no secret here.

const key = (applicationId: string) => `herald.metadataEdits.${applicationId}`

const isRow = (row: unknown): row is RecordRow =>
  typeof row === 'object' &&
  row !== null &&
  ['type', 'key', 'name', 'description'].every(
    (k) => typeof (row as Record<string, unknown>)[k] === 'string',
  ) &&
  Array.isArray((row as { localizations?: unknown }).localizations)

/** The edits kept for this application, or undefined when there are none (or they are unreadable). */
export function loadMetadataEdits(applicationId: string): MetadataValues | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(key(applicationId)) ?? 'null') as {
      records?: unknown
    } | null
    if (!value || !Array.isArray(value.records) || !value.records.every(isRow)) return undefined
    return { records: value.records }
  } catch {
    return undefined
  }
}

export function saveMetadataEdits(applicationId: string, values: MetadataValues): void {
  try {
    localStorage.setItem(key(applicationId), JSON.stringify(values))
  } catch {
    // Storage full or refused: the edits stay in the form; only the reload safety net is lost.
  }
}

export function clearMetadataEdits(applicationId: string): void {
  try {
    localStorage.removeItem(key(applicationId))
  } catch {
    // Nothing kept, nothing to clear.
  }
}
