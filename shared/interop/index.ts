// Public API of Discohook-compatible import and export: pure, no DOM and no Node, never fetches.
export { decodeImport } from './decode'
export { toDraftMessage } from './toDraft'
export {
  exportJson,
  exportNotes,
  shareLink,
  toBackupFile,
  toQueryData,
  SHARE_ORIGIN,
  type BackupFileV8,
  type ExportableDraft,
  type ExportableMessage,
  type ExportOptions,
  type QueryData,
  type QueryDataMessage,
} from './encode'
export { parseReference, parseWebhookUrl, formatReference } from './refs'
export { base64UrlDecodeText, base64UrlEncodeText } from './base64url'
export type * from './types'
