import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { drop } from '../../util/drop'

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`

/**
 * Web images in the preview: Herald's services fetch them (never the page) and keep them on disk; the
 * user may turn them off, or clear what was kept.
 */
export function WebImageSettings() {
  const show = usePreferencesStore(preferencesSelectors.previewWebImages)
  const setShow = usePreferencesStore((state) => state.setPreviewWebImages)
  const [busy, setBusy] = useState(false)
  const [cleared, setCleared] = useState<string>()
  const [error, setError] = useState<RpcErrorData>()
  const clear = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await attempt('media.clearCache', {})
    setBusy(false)
    if (outcome.ok) setCleared(`Image cache cleared (${mib(outcome.value.freedBytes)} freed).`)
    else setError(outcome.error)
  }
  return (
    <section className="card" aria-labelledby="web-images-heading">
      <h2 id="web-images-heading" className="card__title">
        Web images
      </h2>
      <div className="component-check">
        <input
          id="settings-web-images"
          type="checkbox"
          checked={show}
          aria-describedby="settings-web-images-hint"
          onChange={(event) => drop(setShow(event.target.checked))}
        />
        <label htmlFor="settings-web-images">Show web images in the preview</label>
      </div>
      <p id="settings-web-images-hint" className="card__note">
        Discord shows every reader the images a message links to. Herald fetches them for the preview itself
        (never from private or local addresses, only real images up to 25 MiB) and keeps them on this
        computer, up to 200 MiB.
      </p>
      <div className="backup__actions">
        <Button busy={busy} onClick={() => void clear()}>
          Clear image cache
        </Button>
      </div>
      {cleared && <p role="status">{cleared}</p>}
      {error && <ErrorNotice error={error} />}
    </section>
  )
}
