// What the decoder tells apart by shape alone, before building anything: `herald send` asks it first so
// that a bare message body (the usual case) goes out without loading the importers (issue 23).

/** A Discohook backup file: its backups, or one message beside a version number. */
export function isBackupShape(value: Record<string, unknown>): boolean {
  return Array.isArray(value.backups) || (typeof value.version === 'number' && 'message' in value)
}

/**
 * Whether parsed JSON is a Discohook backup or editor data, or an Embed Generator message: a file of
 * several messages rather than one message body.
 */
export function carriesSeveralMessages(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return isBackupShape(record) || Array.isArray(record.messages)
}
