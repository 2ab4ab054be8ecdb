/** How strong a new passphrase looks, for the hint under the field. A hint only: the services decide. */
export type PassphraseStrength = { level: 0 | 1 | 2 | 3; label: string; hint: string }

const COMMON = ['password', 'passphrase', 'qwerty', '123456', 'letmein', 'discord', 'herald', 'admin']

/**
 * A rough estimate from length and variety: scrypt makes each guess slow, so length matters most. Words
 * and years people reuse lower the score.
 */
export function passphraseStrength(passphrase: string): PassphraseStrength {
  const length = [...passphrase].length
  if (length === 0) return { level: 0, label: 'Empty', hint: 'Use at least 8 characters.' }
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
  switch (level) {
    case 0:
      return {
        level,
        label: 'Too short',
        hint: 'Use at least 8 characters; a few unrelated words work well.',
      }
    case 1:
      return {
        level,
        label: 'Weak',
        hint: common
          ? 'It contains a word attackers try first. Add a few unrelated words.'
          : 'Longer is stronger: add a word or two.',
      }
    case 2:
      return { level, label: 'Good', hint: 'A good passphrase. One more word makes it strong.' }
    case 3:
      return {
        level,
        label: 'Strong',
        hint: 'A strong passphrase. Keep it somewhere safe: it cannot be recovered.',
      }
  }
}
