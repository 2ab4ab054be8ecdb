import type { Translate } from '@shared/i18n'

const UNITS = ['preview.size.kb', 'preview.size.mb', 'preview.size.gb'] as const

/** Two decimals, as Discord prints them, per language ("1.46", "1,46"). */
const decimals = new Map<string, Intl.NumberFormat>()

function twoDecimals(locale: string | undefined): Intl.NumberFormat {
  let format = decimals.get(locale ?? '')
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    decimals.set(locale ?? '', format)
  }
  return format
}

/**
 * A file size as Discord prints it under a file's name: "512 bytes", "1.46 KB", "25.00 MB" (1024-based),
 * in the words and digits of `t`'s language and `locale`.
 */
export function humanSize(bytes: number, t: Translate, locale?: string): string {
  let value = Math.max(0, bytes)
  let unit = -1
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  if (unit < 0) return t('preview.size.bytes', { count: Math.round(value) })
  return t(UNITS[unit]!, { size: twoDecimals(locale).format(value) })
}
