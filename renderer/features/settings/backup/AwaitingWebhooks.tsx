import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { AwaitingWebhook } from '@shared/rpc/areas/backup'
import { attempt } from '@renderer/api/attempt'
import { useAwaitingStore } from '@renderer/store/backup/store'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Field } from '@renderer/components/Field'
import { VaultDialog } from '../../vault/VaultDialog'
import { useVaultStatus } from '../../vault/VaultGate'
import './backup.css'
import { useT } from '@renderer/i18n/store'

/**
 * Webhooks a backup restored without their URL (backups hold none). They are not in the library and
 * cannot be sent through; pasting the URL saves them with the backup's name and settings.
 */
export function AwaitingWebhooks({ locked }: { locked: boolean }) {
  const webhooks = useAwaitingStore((state) => state.webhooks)
  const load = useAwaitingStore((state) => state.load)
  useEffect(() => void load(), [load])
  // A backup restored into a folder with no vault yet: there is nothing to unlock; offer to create it.
  const noVault = useVaultStatus()?.state === 'uninitialised'
  const [creating, setCreating] = useState(false)
  const t = useT()
  if (webhooks.length === 0) return null

  return (
    <section className="card awaiting" aria-labelledby="awaiting-heading">
      <h2 id="awaiting-heading" className="card__title">
        {t('backup.awaiting.title')}
      </h2>
      <p className="card__note">{t('backup.awaiting.note')}</p>
      {noVault && (
        <div className="awaiting__vault">
          <p className="field__hint">{t('backup.awaiting.noVault')}</p>
          <Button tone="primary" onClick={() => setCreating(true)}>
            {t('backup.awaiting.createVault')}
          </Button>
        </div>
      )}
      {creating && (
        <VaultDialog purpose="restore" onOpen={() => setCreating(false)} onClose={() => setCreating(false)} />
      )}
      <ul className="awaiting__items">
        {webhooks.map((webhook) => (
          <AwaitingRow
            key={webhook.id}
            webhook={webhook}
            locked={locked}
            noVault={noVault}
            onDone={() => void load()}
          />
        ))}
      </ul>
    </section>
  )
}

function AwaitingRow({
  webhook,
  locked,
  noVault,
  onDone,
}: {
  webhook: AwaitingWebhook
  locked: boolean
  noVault: boolean
  onDone(): void
}) {
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const where = [webhook.serverName, webhook.channelName && `#${webhook.channelName}`]
    .filter(Boolean)
    .join(' · ')
  const id = `awaiting-${webhook.id}`
  const t = useT()

  const run = async (call: () => ReturnType<typeof attempt>) => {
    setBusy(true)
    setError(undefined)
    const outcome = await call()
    setBusy(false)
    if (outcome.ok) onDone()
    else setError(outcome.error)
  }

  return (
    <li className="awaiting__item">
      <span className="awaiting__name">{webhook.label}</span>
      {where && <span className="awaiting__where">{where}</span>}
      <form
        className="awaiting__form"
        onSubmit={(event) => {
          event.preventDefault()
          if (url.trim()) void run(() => attempt('backup.reconnect', { webhookId: webhook.id, url }))
        }}
      >
        <Field id={id} label={t('backup.awaiting.url', { name: webhook.label })}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="off"
              value={url}
              disabled={locked}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" tone="primary" busy={busy} disabled={locked || busy || !url.trim()}>
          {t('backup.awaiting.save')}
        </Button>
        <Button
          tone="ghost"
          aria-label={t('backup.awaiting.forgetNamed', { name: webhook.label })}
          disabled={busy}
          onClick={() => void run(() => attempt('backup.forget', { webhookId: webhook.id }))}
        >
          {t('backup.awaiting.forget')}
        </Button>
      </form>
      {locked && !noVault && <p className="field__hint">{t('backup.awaiting.unlock')}</p>}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </li>
  )
}
