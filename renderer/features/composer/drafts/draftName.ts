import { UNTITLED_DRAFT } from '@shared/drafts/untouched'
import type { Translate } from '@shared/i18n'

/** The names the services give new drafts after the first ("Draft 3"). */
const NUMBERED = /^Draft (\d+)$/

/**
 * A draft's name as the page shows it: the names the services give new drafts ("Untitled draft",
 * "Draft 3", kept in English on disk so a draft nobody used is still known as one) in the page's
 * language; a name the user gave, as it is.
 */
export function draftName(t: Translate, name: string): string {
  if (!name || name === UNTITLED_DRAFT) return t('composer.drafts.untitled')
  const numbered = NUMBERED.exec(name)
  return numbered ? t('composer.drafts.numbered', { number: Number(numbered[1]) }) : name
}
