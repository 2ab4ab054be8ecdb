import type { Translate } from '@shared/i18n'
import type { BackupContents } from '@shared/rpc/areas/backup'

/** "2 drafts, 1 template, 3 webhooks (without their URLs), 40 history entries and the settings". */
export function contentsText(t: Translate, contents: BackupContents): string {
  return t('backup.contents', { ...contents })
}
