/**
 * How strong a new passphrase looks, for the hint under the field. A hint only: the services decide.
 * The verdict names the hint's message (the meter words it in the page's language).
 */
export type PassphraseStrength = {
  level: 0 | 1 | 2 | 3
  verdict: 'empty' | 'short' | 'weak' | 'common' | 'good' | 'strong'
}

const COMMON = ['password', 'passphrase', 'qwerty', '123456', 'letmein', 'discord', 'herald', 'admin']

/**
 * A rough estimate from length and variety: scrypt makes each guess slow, so length matters most. Words
 * and years people reuse lower the score.
 */
export function passphraseStrength(passphrase: string): PassphraseStrength {
  const length = [...passphrase].length
  if (length === 0) return { level: 0, verdict: 'empty' }
  const lower = passphrase.toLowerCase()
  const common = COMMON.some((word) => lower.includes(word))
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(passphrase)).length
  const words = passphrase
    .trim()
    .split(/[\s\-_.]+/)
    .filter((word) => word.length >= 3).length
  let score = length >= 20 ? 3 : length >= 14 ? 2 : length >= 8 ? 1 : 0
  if (score < 3 && classes >= 3 && length >= 10) score++
  if (words >= 4 && length >= 16) score = 3
  if (common || /^(.)\1+$/.test(passphrase)) score = Math.min(score, 1)
  if (length < 8) score = 0
  return describe(score as PassphraseStrength['level'], common)
}

function describe(level: PassphraseStrength['level'], common: boolean): PassphraseStrength {
  if (level === 1) return { level, verdict: common ? 'common' : 'weak' }
  return { level, verdict: (['short', 'weak', 'good', 'strong'] as const)[level] }
}
