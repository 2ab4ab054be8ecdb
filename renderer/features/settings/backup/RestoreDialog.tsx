import { useEffect, useState } from 'react'
import type { Choices } from '@shared/backup/plan'
import type { RpcErrorData } from '@shared/rpc'
import type { MethodOutput } from '@shared/rpc/contract'
import { attempt } from '@renderer/api/attempt'
import { useAwaitingStore } from '@renderer/store/backup/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { usePreferencesStore } from '@renderer/store/preferences/store'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { ConflictChoice } from './ConflictChoice'
import { kindsOf } from './conflictKinds'
import { RestoreSummary } from './RestoreSummary'
import { useFormats, useT } from '@renderer/i18n/store'
import { contentsText } from './contents'

type Inspected = MethodOutput<'backup.inspect'>
type Summary = MethodOutput<'backup.restore'>

/** Restore: what the backup holds, each kind of conflict with a choice, then what was done. */
export function RestoreDialog({
  fileName,
  text,
  onClose,
}: {
  fileName: string
  text: string
  onClose(): void
}) {
  const [inspected, setInspected] = useState<Inspected>()
  const [error, setError] = useState<RpcErrorData>()
  const [choices, setChoices] = useState<Choices>({})
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<Summary>()

  useEffect(() => {
    let live = true
    void attempt('backup.inspect', { text }).then((outcome) => {
      if (!live) return
      if (outcome.ok) setInspected(outcome.value)
      else setError(outcome.error)
    })
    return () => {
      live = false
    }
  }, [text])

  const t = useT()
  const formats = useFormats()
  const kinds = inspected ? kindsOf(inspected, t) : []
  const answered = kinds.every((k) => choices[k.kind] !== undefined)

  const restore = async () => {
    setBusy(true)
    setError(undefined)
    // What is typed in the composer is on disk first, so "keep mine" keeps it.
    await useDraftsStore.getState().flush()
    const outcome = await attempt('backup.restore', { text, choices })
    setBusy(false)
    if (!outcome.ok) return setError(outcome.error)
    setSummary(outcome.value)
    // Restored preferences (the theme) and waiting webhooks show at once; drafts and history follow
    // their own change events.
    void useAwaitingStore.getState().load()
    void usePreferencesStore.getState().load()
    if (outcome.value.drafts.replaced > 0) void useDraftsStore.getState().reload()
  }

  return (
    <Dialog
      title={t('backup.restoreTitle', { file: fileName })}
      onClose={onClose}
      actions={
        summary || !inspected ? (
          <Button tone={summary ? 'primary' : 'secondary'} onClick={onClose}>
            {summary ? t('common.done') : t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button tone="primary" busy={busy} disabled={!answered || busy} onClick={() => void restore()}>
              {t('backup.restoreButton')}
            </Button>
          </>
        )
      }
    >
      {!inspected && !error && (
        <p className="loading" role="status">
          {t('backup.reading')}
        </p>
      )}
      {summary && <RestoreSummary summary={summary} />}
      {inspected && !summary && (
        <div className="restore">
          <p>
            {t('backup.madeBy', {
              date: formats.dateTime(new Date(inspected.createdAt)),
              version: inspected.appVersion,
              contents: contentsText(t, inspected.contents),
            })}
          </p>
          {kinds.length === 0 ? (
            <p className="field__hint">{t('backup.noConflicts')}</p>
          ) : (
            <>
              <p className="field__hint">{t('backup.chooseEach')}</p>
              {kinds.map((k) => (
                <ConflictChoice
                  key={k.kind}
                  kind={k.kind}
                  title={k.title}
                  names={k.names}
                  options={k.options}
                  value={choices[k.kind]}
                  onChange={(choice) => setChoices({ ...choices, [k.kind]: choice })}
                />
              ))}
            </>
          )}
          {inspected.contents.webhooks > 0 && <p className="field__hint">{t('backup.withoutUrl')}</p>}
        </div>
      )}
      {error && <ErrorNotice error={error} />}
    </Dialog>
  )
}
