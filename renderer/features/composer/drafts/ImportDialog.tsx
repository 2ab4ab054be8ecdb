import { useMemo, useState } from 'react'
import { decodeImport } from '@shared/interop'
import type { MethodOutput, RpcErrorData } from '@shared/rpc'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { attempt } from '@renderer/api/attempt'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { ImportDropped, ImportProblems } from './ImportProblems'
import { SaveWebhooks } from './SaveWebhooks'

type Imported = MethodOutput<'drafts.import'>

/**
 * Import… : a file (dropped or picked), pasted text or a link, decoded here first to show what will be
 * created and what is wrong; the services then make the drafts. Webhook URLs found come next, masked.
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [done, setDone] = useState<Imported>()
  const [clipboardRefused, setClipboardRefused] = useState(false)
  const preview = useMemo(() => (text.trim() ? decodeImport(text) : undefined), [text])

  const readFile = async (file: File | undefined) => {
    if (file) setText(await file.text())
  }
  const confirm = async () => {
    setBusy(true)
    const outcome = await attempt('drafts.import', { text })
    setBusy(false)
    if (!outcome.ok) return setError(outcome.error)
    const first = outcome.value.drafts[0]
    if (first) await useDraftsStore.getState().open(first.id)
    void useDraftsStore.getState().refreshList()
    if (outcome.value.webhooks.length === 0) return onClose()
    setDone(outcome.value)
  }

  if (done?.token) return <SaveWebhooks token={done.token} webhooks={done.webhooks} onClose={onClose} />
  const count = preview?.drafts.reduce((n, d) => n + d.messages.length, 0) ?? 0
  return (
    <Dialog
      title={t('composer.drafts.import.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            tone="primary"
            disabled={busy || !preview || preview.drafts.length === 0}
            onClick={() => void confirm()}
          >
            {preview && preview.drafts.length > 1
              ? t('composer.drafts.import.confirmMany', { count: preview.drafts.length })
              : t('composer.drafts.import.confirm')}
          </Button>
        </>
      }
    >
      <div
        className="interop-drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault()
          void readFile(event.dataTransfer.files[0])
        }}
      >
        <p className="interop-drop__hint">{t('composer.drafts.import.hint')}</p>
        <label className="button button--small interop-drop__pick">
          {t('composer.drafts.import.chooseFile')}
          <input
            type="file"
            accept=".json,application/json,text/plain"
            className="visually-hidden"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        <Button
          className="button--small interop-drop__pick"
          onClick={() => void navigator.clipboard.readText().then(setText, () => setClipboardRefused(true))}
        >
          {t('composer.drafts.import.paste')}
        </Button>
        {clipboardRefused && (
          <p className="interop-drop__hint" role="status">
            {t('composer.drafts.import.clipboardRefused')}
          </p>
        )}
        <label className="field__label" htmlFor="import-text">
          {t('composer.drafts.import.text')}
        </label>
        <textarea
          id="import-text"
          dir="ltr"
          className="input interop-drop__text"
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {error && <ErrorNotice error={error} />}
      {preview && preview.drafts.length > 0 && (
        <section className="interop-summary" aria-label={t('composer.drafts.import.created')}>
          <h3 className="interop-summary__title">
            {preview.webhooks.length > 0
              ? t('composer.drafts.import.summaryWebhooks', {
                  drafts: preview.drafts.length,
                  messages: count,
                  webhooks: preview.webhooks.length,
                })
              : t('composer.drafts.import.summary', { drafts: preview.drafts.length, messages: count })}
          </h3>
          <ul>
            {preview.drafts.map((d, i) => (
              <li key={i}>
                {t('composer.drafts.import.draftLine', { name: d.name, count: d.messages.length })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview && <ImportProblems problems={preview.problems} />}
      {preview && <ImportDropped dropped={preview.dropped} />}
    </Dialog>
  )
}
