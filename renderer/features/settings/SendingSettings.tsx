import type { MessageKey } from '@shared/i18n'
import { useT } from '../../i18n/store'
import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { SettingsView } from '@shared/rpc/areas/settings'
import { UPLOAD_LIMIT_CHOICES, type UploadLimit } from '@shared/rpc/areas/webhooks'
import { attempt } from '../../api/attempt'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useTargetSettings } from '../composer/target/targetSettings'

const HISTORY_MIN = 100
const HISTORY_MAX = 10_000
// As the user types them: a grouped 10,000 would not be accepted back.
const limits = { min: String(HISTORY_MIN), max: String(HISTORY_MAX) }

type Values = Pick<SettingsView, 'defaultUploadLimitMiB' | 'historyLimitPerWebhook'>

/**
 * Settings kept in settings.json that change what Herald does: the upload limit for webhooks without
 * their own, and how many history entries each webhook keeps. Each saves when it is changed.
 */
export function SendingSettings() {
  const [values, setValues] = useState<Values>()
  const [history, setHistory] = useState('')
  const [historyError, setHistoryError] = useState<string>()
  const [error, setError] = useState<RpcErrorData>()
  const [saved, setSaved] = useState<MessageKey>()
  const t = useT()

  useEffect(() => {
    void attempt('settings.get', {}).then((outcome) => {
      if (!outcome.ok) return setError(outcome.error)
      const { defaultUploadLimitMiB, historyLimitPerWebhook } = outcome.value.settings
      setValues({ defaultUploadLimitMiB, historyLimitPerWebhook })
      setHistory(String(historyLimitPerWebhook))
    })
  }, [])

  const save = async (patch: Partial<Values>, what: MessageKey) => {
    setError(undefined)
    setSaved(undefined)
    const outcome = await attempt('settings.update', { settings: patch })
    if (!outcome.ok) return setError(outcome.error)
    setValues((current) => (current ? { ...current, ...patch } : current))
    // The composer read its default once for this page: hand it the new one.
    const limit = patch.defaultUploadLimitMiB
    if (limit !== undefined) useTargetSettings.setState({ defaultUploadLimitMiB: limit })
    setSaved(what)
  }

  const saveHistory = () => {
    const n = Number(history.trim())
    if (!Number.isInteger(n) || n < HISTORY_MIN || n > HISTORY_MAX) {
      return setHistoryError(t('settings.history.invalid', limits))
    }
    setHistoryError(undefined)
    if (n !== values?.historyLimitPerWebhook)
      void save({ historyLimitPerWebhook: n }, 'settings.history.saved')
  }

  return (
    <section className="card" aria-labelledby="sending-heading">
      <h2 id="sending-heading" className="card__title">
        {t('settings.sending')}
      </h2>
      {values && (
        <div className="appearance">
          <div className="field">
            <label className="field__label" htmlFor="settings-upload-limit">
              {t('settings.uploadLimit')}
            </label>
            <select
              id="settings-upload-limit"
              className="input"
              aria-describedby="settings-upload-limit-hint"
              value={values.defaultUploadLimitMiB}
              onChange={(event) =>
                void save(
                  { defaultUploadLimitMiB: Number(event.target.value) as UploadLimit },
                  'settings.uploadLimit.saved',
                )
              }
            >
              {UPLOAD_LIMIT_CHOICES.map((limit) => (
                <option key={limit} value={limit}>
                  {t('settings.uploadLimit.option', { limit })}
                </option>
              ))}
            </select>
            <p className="field__hint" id="settings-upload-limit-hint">
              {t('settings.uploadLimit.hint')}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="settings-history-limit">
              {t('settings.history')}
            </label>
            <input
              id="settings-history-limit"
              className="input"
              inputMode="numeric"
              dir="auto"
              aria-describedby={`settings-history-limit-hint${historyError ? ' settings-history-limit-error' : ''}`}
              aria-invalid={historyError ? true : undefined}
              value={history}
              onChange={(event) => setHistory(event.target.value)}
              onBlur={saveHistory}
              onKeyDown={(event) => {
                if (event.key === 'Enter') saveHistory()
              }}
            />
            <p className="field__hint" id="settings-history-limit-hint">
              {t('settings.history.hint', limits)}
            </p>
            {historyError && (
              <p className="field__error" id="settings-history-limit-error" role="alert">
                {historyError}
              </p>
            )}
          </div>
        </div>
      )}
      {saved && (
        <p className="field__hint" role="status">
          {t(saved)}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
