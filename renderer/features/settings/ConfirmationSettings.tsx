import { useT } from '../../i18n/store'
import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '../../api/attempt'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useConfirmations } from '../../store/settings/confirmations'
import { loadConfirmations } from '../../store/settings/loadConfirmations'

/** settings.json's confirmDestructive: whether removing what lives only on this computer asks first. */
export function ConfirmationSettings() {
  const confirm = useConfirmations((state) => state.confirmDestructive)
  const phase = useConfirmations((state) => state.phase)
  const [error, setError] = useState<RpcErrorData>()
  const [saved, setSaved] = useState<string>()
  const t = useT()
  useEffect(loadConfirmations, [])

  const save = async (on: boolean) => {
    setError(undefined)
    setSaved(undefined)
    // The switch moves at once (a checkbox that lags its click reads as broken); a failed save puts it back.
    useConfirmations.setState({ confirmDestructive: on })
    const outcome = await attempt('settings.update', { settings: { confirmDestructive: on } })
    if (!outcome.ok) {
      useConfirmations.setState({ confirmDestructive: !on })
      return setError(outcome.error)
    }
    setSaved(on ? t('settings.confirm.on') : t('settings.confirm.off'))
  }

  return (
    <section className="card" aria-labelledby="confirmations-heading">
      <h2 id="confirmations-heading" className="card__title">
        {t('settings.confirm.title')}
      </h2>
      <div className="field">
        <label className="switch" htmlFor="settings-confirm-destructive">
          <input
            id="settings-confirm-destructive"
            type="checkbox"
            role="switch"
            checked={confirm}
            disabled={phase !== 'ready'}
            aria-describedby="settings-confirm-destructive-hint"
            onChange={(event) => void save(event.target.checked)}
          />
          <span>{t('settings.confirm.ask')}</span>
        </label>
        <p className="field__hint" id="settings-confirm-destructive-hint">
          {t('settings.confirm.hint')}
        </p>
      </div>
      {saved && (
        <p className="field__hint" role="status">
          {saved}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
