import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'

const WARNING =
  'Anyone with this URL can post in the channel as this webhook, with any name and avatar. Paste it only where you trust every reader; if it leaks, revoke the webhook.'

/**
 * The one place the full URL leaves the services: straight to the clipboard, after a warning. It is never
 * put in the page, in state or in a log.
 */
export function CopyUrlDialog({ webhook, onClose }: { webhook: WebhookView; onClose(): void }) {
  const copyUrl = useWebhooksStore((state) => state.copyUrl)
  const [phase, setPhase] = useState<'ask' | 'copying' | 'copied'>('ask')
  const [error, setError] = useState<RpcErrorData>()

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
        message: 'The clipboard refused the URL. Click Copy URL again with this window focused.',
      })
      setPhase('ask')
    }
  }

  return (
    <Dialog
      title={`Copy the URL of ${webhook.label}`}
      onClose={onClose}
      actions={
        phase === 'copied' ? (
          <Button tone="primary" autoFocus onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button data-autofocus onClick={onClose}>
              Cancel
            </Button>
            <Button
              tone="primary"
              busy={phase === 'copying'}
              disabled={phase === 'copying'}
              onClick={() => drop(copy())}
            >
              Copy URL
            </Button>
          </>
        )
      }
    >
      <Notice tone="warning" title="This URL is a password">
        <p className="notice__text">{WARNING}</p>
      </Notice>
      {phase === 'copied' && (
        <Notice tone="success" title="Copied to the clipboard">
          <p className="notice__text">The URL is on your clipboard. Herald does not show it.</p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} />}
    </Dialog>
  )
}
