import { useState } from 'react'
import type { FoundWebhookView } from '@shared/rpc/areas/interop'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { Notice } from '@renderer/components/Notice'
import { attempt } from '@renderer/api/attempt'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { saidText } from '@shared/rpc/saidText'

/** After an import: which of the webhook URLs it held go into the library, sealed in the vault. */
export function SaveWebhooks({
  token,
  webhooks,
  onClose,
}: {
  token: string
  webhooks: readonly FoundWebhookView[]
  onClose(): void
}) {
  const t = useT()
  const [chosen, setChosen] = useState(() => new Set(webhooks.map((w) => w.key)))
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<{ key: string; message: string }[]>([])
  const save = async () => {
    setBusy(true)
    const outcome = await attempt('drafts.importWebhooks', { token, keys: [...chosen] })
    setBusy(false)
    if (!outcome.ok) return setFailed([{ key: '', message: saidText(t, outcome.error) }])
    // A saved webhook became the target of the drafts that named it: show the open one as it is now.
    if (outcome.value.saved.length > 0) await useDraftsStore.getState().reload()
    if (outcome.value.failed.length === 0) return onClose()
    setFailed(outcome.value.failed.map((f) => ({ key: f.key, message: saidText(t, f) })))
  }
  const n = chosen.size
  return (
    <Dialog
      title={t('composer.drafts.saveWebhooks.title', { count: webhooks.length })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('composer.drafts.saveWebhooks.skip')}</Button>
          <Button tone="primary" disabled={busy || n === 0} onClick={() => void save()}>
            {t('composer.drafts.saveWebhooks.confirm', { count: n })}
          </Button>
        </>
      }
    >
      <p>{t('composer.drafts.saveWebhooks.text')}</p>
      <ul className="interop-webhooks">
        {webhooks.map((w) => (
          <li key={w.key}>
            <label className="interop-webhooks__item">
              <input
                type="checkbox"
                checked={chosen.has(w.key)}
                onChange={(event) => {
                  const next = new Set(chosen)
                  if (event.target.checked) next.add(w.key)
                  else next.delete(w.key)
                  setChosen(next)
                }}
              />
              <code>{w.maskedUrl}</code>
            </label>
          </li>
        ))}
      </ul>
      {failed.length > 0 && (
        <Notice tone="error" title={t('composer.drafts.saveWebhooks.failed')}>
          <ul>
            {failed.map((f, i) => (
              <li key={i}>
                {webhooks.find((w) => w.key === f.key)?.maskedUrl ?? ''} {f.message}
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </Dialog>
  )
}
