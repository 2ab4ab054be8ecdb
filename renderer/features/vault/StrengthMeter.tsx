import type { Control, FieldValues, Path } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import type { Translate } from '@shared/i18n'
import { useT } from '../../i18n/store'
import type { PassphraseStrength } from '../../store/vault/passphraseStrength'
import { passphraseStrength } from '../../store/vault/passphraseStrength'

/** Each verdict's level word and its advice, in the page's language. */
function wording(t: Translate, verdict: PassphraseStrength['verdict']): { label: string; hint: string } {
  switch (verdict) {
    case 'empty':
      return { label: t('vault.strength.empty'), hint: t('vault.strength.empty.hint') }
    case 'short':
      return { label: t('vault.strength.short'), hint: t('vault.strength.short.hint') }
    case 'weak':
      return { label: t('vault.strength.weak'), hint: t('vault.strength.weak.hint') }
    case 'common':
      return { label: t('vault.strength.weak'), hint: t('vault.strength.common.hint') }
    case 'good':
      return { label: t('vault.strength.good'), hint: t('vault.strength.good.hint') }
    case 'strong':
      return { label: t('vault.strength.strong'), hint: t('vault.strength.strong.hint') }
  }
}

/** Its own component so typing re-renders the meter, not the form. Shows a level, never the text. */
export function StrengthMeter<T extends FieldValues & { passphrase: string }>({
  control,
  id,
}: {
  control: Control<T>
  id: string
}) {
  const t = useT()
  const passphrase = (useWatch({ control, name: 'passphrase' as Path<T> }) as string | undefined) ?? ''
  const strength = passphraseStrength(passphrase)
  const { label, hint } = wording(t, strength.verdict)
  return (
    <div className="strength" id={id} aria-live="polite">
      <span className={`strength__bar strength__bar--${strength.level}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="strength__text">
        <strong>{t('vault.strength.label', { label })}</strong> {hint}
      </span>
    </div>
  )
}
