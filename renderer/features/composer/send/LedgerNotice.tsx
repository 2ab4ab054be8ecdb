import type { Draft } from '@shared/drafts/draft'
import type { SendRecord } from '@shared/drafts/sendRecord'
import type { Formats, Translate } from '@shared/i18n'
import { saidText } from '@shared/rpc/saidText'
import { useFormats, useT } from '@renderer/i18n/store'
import { useSendLedger } from '@renderer/store/sends/ledger'
import { flatWebhooks } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'

function timeOf(at: string, formats: Formats): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : formats.time(date)
}

/**
 * What the services know of this draft's sends that this page did not start: a send under way (begun
 * before a reload or in another window), or one whose outcome is unknown (Herald stopped mid-send).
 * While this page sends, nothing is said; while it shows its own result (an error, the result table),
 * that result speaks for the outcomes and only sends under way elsewhere are mentioned.
 */
export function LedgerNotice(props: { draft: Draft; sendingHere: boolean; ownResult: boolean }) {
  const { draft, sendingHere, ownResult } = props
  const t = useT()
  const formats = useFormats()
  const records = useSendLedger((state) => (state.draftId === draft.id ? state.records : undefined))
  const servers = useWebhooksStore((state) => state.servers)
  if (!records || sendingHere) return null
  const several = draft.targets.length > 1
  const lines = records.flatMap((record) => {
    const index = draft.messages.findIndex((message) => message.id === record.messageId)
    if (index < 0) return []
    const what =
      draft.messages.length > 1
        ? t('composer.send.messageNumber', { number: index + 1 })
        : t('composer.send.ledger.thisMessage')
    const hook = flatWebhooks(servers).find((webhook) => webhook.id === record.webhookId)
    const webhook = hook?.label || hook?.name || t('composer.send.ledger.webhookId', { id: record.webhookId })
    if (ownResult && record.state !== 'sending') return []
    const named = several ? t('composer.send.ledger.toWebhook', { what, webhook }) : what
    const text = lineOf(record, named, draft, index, t, formats)
    return text ? [{ key: `${record.messageId}-${record.webhookId}`, text }] : []
  })
  if (lines.length === 0) return null
  return (
    <div className="send-ledger">
      {lines.map((line) => (
        <p key={line.key} role="status" className="send-ledger__line">
          {line.text}
        </p>
      ))}
    </div>
  )
}

function lineOf(
  record: SendRecord,
  what: string,
  draft: Draft,
  index: number,
  t: Translate,
  formats: Formats,
): string | undefined {
  if (record.state === 'sending') {
    return t('composer.send.ledger.sending', { what, time: timeOf(record.startedAt, formats) })
  }
  const recorded =
    draft.targets.length > 1
      ? draft.targets.find((target) => target.webhookId === record.webhookId)?.sent?.[record.messageId]
      : draft.messages[index]?.sent
  if (record.state !== 'unknown' || recorded) return undefined
  return t('composer.send.ledger.unknown', {
    what,
    // A reason kept before phrases is said as it was written.
    reason: record.reason
      ? saidText(t, { message: record.reason, phrase: record.reasonPhrase })
      : t('composer.send.ledger.noAnswer'),
  })
}
