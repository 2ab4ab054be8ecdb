import type { BackupContents } from '../rpc/areas/backup'
import type { Said } from '../rpc/errors'
import { said } from '../rpc/errors'

/** A count in en.json's English: its plural form, thousands separated as ICU's `#` writes them. */
const count = (n: number, one: string, other: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : other}`

/**
 * What a backup holds, "2 drafts, 1 template, 3 webhooks (without their URLs), 40 history entries and
 * the settings", as the app's Backup screen says it (`backup.contents`). The English is written here so
 * the CLI prints it without loading a catalogue; test/unit/shared/backup/contentsText.test.ts checks it
 * against en.json for every plural form.
 */
export function backupContents(contents: BackupContents): Said {
  const { drafts, templates, webhooks, history } = contents
  const english = [
    count(drafts, 'draft', 'drafts'),
    count(templates, 'template', 'templates'),
    `${count(webhooks, 'webhook', 'webhooks')} (without their URLs)`,
    `${count(history, 'history entry', 'history entries')} and the settings`,
  ].join(', ')
  return said('backup.contents', english, { drafts, templates, webhooks, history })
}
