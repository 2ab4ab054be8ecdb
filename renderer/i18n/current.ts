import type { Translate } from '@shared/i18n'
import { idsAsText } from '@shared/i18n'

// The translator in force, for code outside components (error wording built from plain functions). The
// locale store keeps it current; components use useT() instead, so they re-render on a switch.
let current: Translate = idsAsText

export function currentTranslator(): Translate {
  return current
}

export function setCurrentTranslator(t: Translate): void {
  current = t
}
