import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import type { UpdatePhase } from './useStatusUpdate'
import { useT } from '@renderer/i18n/store'
import { saidText } from '@shared/rpc/saidText'

type Props = { name: string; phase: UpdatePhase; onRepost(): void; onDismiss(): void }

/** What came of an update: edited, replaced by a newer update, gone from Discord (with the remedy), failed. */
export function StatusResult({ name, phase, onRepost, onDismiss }: Props) {
  const t = useT()
  if (phase.kind === 'failed') return <ErrorNotice error={phase.error} onDismiss={onDismiss} />
  if (phase.kind === 'reposted') {
    return (
      <Notice tone="success" title={t('status.result.reposted')} onDismiss={onDismiss}>
        <p className="notice__text">{t('status.result.reposted.text', { message: phase.messageId, name })}</p>
      </Notice>
    )
  }
  if (phase.kind !== 'done') return null
  const { result } = phase
  if (result.outcome === 'edited') {
    return (
      <Notice tone="success" title={t('status.result.edited')} onDismiss={onDismiss}>
        <p className="notice__text">{t('status.result.edited.text', { name })}</p>
      </Notice>
    )
  }
  if (result.outcome === 'superseded') {
    return (
      <Notice tone="info" title={t('status.result.superseded')} onDismiss={onDismiss}>
        <p className="notice__text">{t('status.result.superseded.text', { name })}</p>
      </Notice>
    )
  }
  return (
    <Notice
      tone="warning"
      title={t('status.result.gone')}
      actions={
        <Button tone="primary" onClick={onRepost}>
          {t('status.result.repost')}
        </Button>
      }
      onDismiss={onDismiss}
    >
      <p className="notice__text">{saidText(t, result)}</p>
    </Notice>
  )
}
