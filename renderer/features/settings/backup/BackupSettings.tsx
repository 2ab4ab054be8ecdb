import { useRef, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { MethodOutput } from '@shared/rpc/contract'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Notice } from '@renderer/components/Notice'
import { useT } from '@renderer/i18n/store'
import { contentsText } from './contents'
import { downloadText } from './download'
import { RestoreDialog } from './RestoreDialog'
import './backup.css'

type Made = MethodOutput<'backup.create'>

/** Settings' "Back up…" and "Restore…": Herald's own backup file, without secrets. */
export function BackupSettings() {
  const picker = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<Made>()
  const [error, setError] = useState<RpcErrorData>()
  const [restoring, setRestoring] = useState<{ name: string; text: string }>()
  const t = useT()

  const backUp = async () => {
    setBusy(true)
    setError(undefined)
    setMade(undefined)
    const outcome = await attempt('backup.create', {})
    setBusy(false)
    if (!outcome.ok) return setError(outcome.error)
    downloadText(outcome.value.fileName, outcome.value.text)
    setMade(outcome.value)
  }

  const pick = async (file: File | undefined) => {
    if (!file) return
    setMade(undefined)
    setRestoring({ name: file.name, text: await file.text() })
  }

  return (
    <section className="card backup" aria-labelledby="backup-heading">
      <h2 id="backup-heading" className="card__title">
        {t('backup.title')}
      </h2>
      <p className="card__note">{t('backup.note')}</p>
      <div className="backup__actions">
        <Button busy={busy} onClick={() => void backUp()}>
          {t('backup.backUp')}
        </Button>
        <Button onClick={() => picker.current?.click()}>{t('backup.restore')}</Button>
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('backup.file')}
          onChange={(event) => {
            void pick(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>
      {made && (
        <Notice tone="success" title={t('backup.made')} onDismiss={() => setMade(undefined)}>
          <p className="notice__text">
            {t('backup.madeText', { file: made.fileName, contents: contentsText(t, made.contents) })}
            {made.filesLeftOut > 0 && ` ${t('backup.filesLeftOut', { count: made.filesLeftOut })}`}
          </p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {restoring && (
        <RestoreDialog
          fileName={restoring.name}
          text={restoring.text}
          onClose={() => setRestoring(undefined)}
        />
      )}
    </section>
  )
}
