import type { BackupContents } from '../rpc/areas/backup'

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "2 drafts, 1 template, 3 webhooks (without their URLs), 40 history entries and the settings". */
export function contentsText(contents: BackupContents): string {
  return [
    plural(contents.drafts, 'draft', 'drafts'),
    plural(contents.templates, 'template', 'templates'),
    `${plural(contents.webhooks, 'webhook', 'webhooks')} (without their URLs)`,
    `${plural(contents.history, 'history entry', 'history entries')} and the settings`,
  ].join(', ')
}
