import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'

/**
 * The one place the full URL leaves the services: straight to the clipboard, after a warning. It is never
 * put in the page, in state or in a log.
 */
export function CopyUrlDialog({ webhook, onClose }: { webhook: WebhookView; onClose(): void }) {
  const copyUrl = useWebhooksStore((state) => state.copyUrl)
  const [phase, setPhase] = useState<'ask' | 'copying' | 'copied'>('ask')
  const [error, setError] = useState<RpcErrorData>()
  const t = useT()

  const copy = async () => {
    setPhase('copying')
    setError(undefined)
    const outcome = await copyUrl(webhook.id)
    if (!outcome.ok) {
      setError(outcome.error)
      setPhase('ask')
      return
    }
    try {
      await navigator.clipboard.writeText(outcome.value.url)
      setPhase('copied')
    } catch {
      setError({
        kind: 'internal',
        message: t('webhooks.copy.clipboardRefused'),
      })
      setPhase('ask')
    }
  }

  return (
    <Dialog
      title={t('webhooks.copy.title', { name: webhook.label })}
      onClose={onClose}
      actions={
        phase === 'copied' ? (
          <Button tone="primary" autoFocus onClick={onClose}>
            {t('common.done')}
          </Button>
        ) : (
          <>
            <Button data-autofocus onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              tone="primary"
              busy={phase === 'copying'}
              disabled={phase === 'copying'}
              onClick={() => drop(copy())}
            >
              {t('webhooks.copy.button')}
            </Button>
          </>
        )
      }
    >
      <Notice tone="warning" title={t('webhooks.copy.password')}>
        <p className="notice__text">{t('webhooks.copy.warning')}</p>
      </Notice>
      {phase === 'copied' && (
        <Notice tone="success" title={t('webhooks.copy.copied')}>
          <p className="notice__text">{t('webhooks.copy.copied.text')}</p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} />}
    </Dialog>
  )
}
