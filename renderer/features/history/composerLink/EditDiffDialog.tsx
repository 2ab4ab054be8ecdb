import { valueList } from '@shared/i18n/phrase'
import { useMemo } from 'react'
import type { KeptAttachment } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import type { Translate } from '@shared/i18n'
import { useT } from '@renderer/i18n/store'
import { DiffList, bodyChanges } from '../DiffList'

type Props = {
  messageId: string
  /** The body as it is on Discord now, and as the edit will make it. */
  before: Record<string, unknown>
  after: Record<string, unknown>
  /** Attachments the message has now and the edit keeps; the others are removed from Discord. */
  kept: readonly KeptAttachment[]
  removed: readonly KeptAttachment[]
  busy: boolean
  error: RpcErrorData | undefined
  onConfirm(): void
  onClose(): void
}

/** The last look before a PATCH: each field that changes (embeds included), and the attachments kept. */
export function EditDiffDialog(props: Props) {
  const { messageId, before, after, kept, removed } = props
  const t = useT()
  const changes = useMemo(() => bodyChanges(before, after), [before, after])
  return (
    <ConfirmDialog
      title={t('history.saveEdit.title', { id: messageId })}
      confirmLabel={t('history.saveEdit.confirm')}
      busy={props.busy}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {changes.length === 0 ? (
        <p>{t('history.saveEdit.unchanged')}</p>
      ) : (
        <DiffList changes={changes} label={t('history.saveEdit.changes')} />
      )}
      {kept.length > 0 && <p>{t('history.saveEdit.keeps', attachmentValues(t, kept))}</p>}
      {removed.length > 0 && (
        <p className="diff__removed">{t('history.saveEdit.removes', attachmentValues(t, removed))}</p>
      )}
    </ConfirmDialog>
  )
}

/** How many attachments (for the sentence's plural) and their names, which are values: a plain list. */
function attachmentValues(t: Translate, attachments: readonly KeptAttachment[]): Parameters<Translate>[1] {
  const names = attachments.map((attachment) => attachment.filename || attachment.id)
  return { count: names.length, names: valueList(t, names) }
}
