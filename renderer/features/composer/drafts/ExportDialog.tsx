import { useEffect, useMemo, useState } from 'react'
import type { MethodOutput, RpcErrorData } from '@shared/rpc'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Notice } from '@renderer/components/Notice'
import { attempt } from '@renderer/api/attempt'
import { useT } from '@renderer/i18n/store'
import { saidText } from '@shared/rpc/saidText'
import { useDraftsStore } from '@renderer/store/drafts/store'

type Exported = MethodOutput<'drafts.export'>

/** Export… : the open draft or all drafts as Discohook JSON (copy or save) and, for one, a share link. */
export function ExportDialog({ draftId, onClose }: { draftId: string; onClose(): void }) {
  const t = useT()
  const summaries = useDraftsStore((state) => state.summaries)
  const [scope, setScope] = useState<'open' | 'all'>('open')
  const [withUrls, setWithUrls] = useState(false)
  const [result, setResult] = useState<Exported>()
  const [error, setError] = useState<RpcErrorData>()
  const [copied, setCopied] = useState('')
  const ids = useMemo(
    () => (scope === 'open' ? [draftId] : summaries.map((s) => s.id)),
    [scope, draftId, summaries],
  )

  useEffect(() => {
    let live = true
    void useDraftsStore
      .getState()
      .flush()
      .then(() => attempt('drafts.export', { ids, includeWebhookUrls: withUrls, share: ids.length === 1 }))
      .then((outcome) => {
        if (!live) return
        if (outcome.ok) {
          setResult(outcome.value)
          setError(undefined)
        } else setError(outcome.error)
      })
    return () => {
      live = false
    }
  }, [ids, withUrls])

  const href = useMemo(
    () => (result ? URL.createObjectURL(new Blob([result.json], { type: 'application/json' })) : undefined),
    [result],
  )
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href])
  const copy = async (done: string, text: string) => {
    await navigator.clipboard.writeText(text).then(
      () => setCopied(done),
      () => setCopied(t('composer.drafts.export.clipboardRefused')),
    )
  }
  const day = new Date().toISOString().slice(0, 10)

  return (
    <Dialog
      title={t('composer.drafts.export.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <fieldset className="interop-export__scope">
        <legend className="field__label">{t('composer.drafts.export.what')}</legend>
        <label>
          <input
            type="radio"
            name="export-scope"
            checked={scope === 'open'}
            onChange={() => setScope('open')}
          />{' '}
          {t('composer.drafts.export.thisDraft')}
        </label>
        <label>
          <input
            type="radio"
            name="export-scope"
            checked={scope === 'all'}
            onChange={() => setScope('all')}
          />{' '}
          {t('composer.drafts.export.allDrafts', { count: summaries.length })}
        </label>
      </fieldset>
      <label className="interop-export__urls">
        <input type="checkbox" checked={withUrls} onChange={(event) => setWithUrls(event.target.checked)} />{' '}
        {t('composer.drafts.export.includeUrls')}
      </label>
      {withUrls && (
        <Notice tone="warning" title={t('composer.drafts.export.secretTitle')}>
          <p>{t('composer.drafts.export.secretText')}</p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} />}
      {result && (
        <>
          <label className="field__label" htmlFor="export-json">
            {t('composer.drafts.export.json')}
          </label>
          <textarea
            id="export-json"
            // JSON and links read left to right in every language.
            dir="ltr"
            className="input interop-export__json"
            rows={8}
            readOnly
            value={result.json}
          />
          <div className="interop-export__actions">
            <Button
              className="button--small"
              onClick={() => void copy(t('composer.drafts.export.copiedJson'), result.json)}
            >
              {t('composer.drafts.export.copyJson')}
            </Button>
            <a className="button button--small" href={href} download={`discohook_backup_${day}.json`}>
              {t('composer.drafts.export.saveFile')}
            </a>
          </div>
          {result.link && (
            <>
              <label className="field__label" htmlFor="export-link">
                {t('composer.drafts.export.link')}
              </label>
              <input id="export-link" className="input" dir="ltr" readOnly value={result.link} />
              <div className="interop-export__actions">
                <Button
                  className="button--small"
                  onClick={() => void copy(t('composer.drafts.export.copiedLink'), result.link ?? '')}
                >
                  {t('composer.drafts.export.copyLink')}
                </Button>
              </div>
            </>
          )}
          {result.notes.map((note) => (
            <p key={note.message} className="interop-export__note">
              {saidText(t, note)}
            </p>
          ))}
          <p role="status" className="interop-export__copied">
            {copied}
          </p>
        </>
      )}
    </Dialog>
  )
}
