import type { MessageKey } from '@shared/i18n'
import type { RecordType } from '@shared/linkedRoles/recordTypes'

/** What a server's requirement of N means for each record type, as the editor and the check say it. */
export const RECORD_SENTENCES: Record<RecordType, MessageKey> = {
  1: 'applications.recordType.1',
  2: 'applications.recordType.2',
  3: 'applications.recordType.3',
  4: 'applications.recordType.4',
  5: 'applications.recordType.5',
  6: 'applications.recordType.6',
  7: 'applications.recordType.7',
  8: 'applications.recordType.8',
}
