import { useFormats, useT } from '../../i18n/store'
import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { drop } from '../../util/drop'

/**
 * Web images in the preview: Herald's services fetch them (never the page) and keep them on disk; the
 * user may turn them off, or clear what was kept.
 */
export function WebImageSettings() {
  const show = usePreferencesStore(preferencesSelectors.previewWebImages)
  const setShow = usePreferencesStore((state) => state.setPreviewWebImages)
  const [busy, setBusy] = useState(false)
  const [cleared, setCleared] = useState<number>()
  const t = useT()
  const formats = useFormats()
  const [error, setError] = useState<RpcErrorData>()
  const clear = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await attempt('media.clearCache', {})
    setBusy(false)
    if (outcome.ok) setCleared(outcome.value.freedBytes)
    else setError(outcome.error)
  }
  return (
    <section className="card" aria-labelledby="web-images-heading">
      <h2 id="web-images-heading" className="card__title">
        {t('settings.webImages')}
      </h2>
      <div className="component-check">
        <input
          id="settings-web-images"
          type="checkbox"
          checked={show}
          aria-describedby="settings-web-images-hint"
          onChange={(event) => drop(setShow(event.target.checked))}
        />
        <label htmlFor="settings-web-images">{t('settings.webImages.show')}</label>
      </div>
      <p id="settings-web-images-hint" className="card__note">
        {t('settings.webImages.hint')}
      </p>
      <div className="backup__actions">
        <Button busy={busy} onClick={() => void clear()}>
          {t('settings.webImages.clear')}
        </Button>
      </div>
      {cleared !== undefined && (
        <p role="status">{t('settings.webImages.cleared', { size: formats.bytes(cleared) })}</p>
      )}
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
