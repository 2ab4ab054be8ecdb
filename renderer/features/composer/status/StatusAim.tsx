import type { ReactNode } from 'react'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useStatusStore, useStatuses } from '@renderer/store/status/store'
import { StatusResult } from '../../status/StatusResult'
import { useStatusUpdate } from '../../status/useStatusUpdate'
import { flushJsonEdit } from '../json/jsonEditorHandle'
import { ProblemList } from '../send/ProblemList'
import { heldOnScreen, useScreenHolds } from '../send/screenHolds'
import { useSendShortcut } from '../send/useSendShortcut'
import '../../status/status.css'

/**
 * "Aim at a status message": with one chosen, the foot of the editor becomes "Update status message",
 * which edits that message in place with this message's body (Ctrl+Enter too); with none, it is the usual
 * Send (children).
 */
export function StatusAim({ index, children }: { index: number; children: ReactNode }) {
  const t = useT()
  const draftId = useDraftsStore((state) => state.draft?.id)
  const statuses = useStatuses()
  const aimed = useStatusStore((state) => (draftId ? state.aims[draftId] : undefined))
  const aim = useStatusStore((state) => state.aim)
  const target = statuses.find((s) => s.name === aimed)
  if (!draftId || statuses.length === 0) return <>{children}</>

  return (
    <>
      <div className="status-aim">
        <label className="field__label" htmlFor="status-aim">
          {t('composer.status.label')}
        </label>
        <select
          id="status-aim"
          className="input status-aim__select"
          value={target?.name ?? ''}
          aria-describedby="status-aim-hint"
          onChange={(event) => aim(draftId, event.target.value || null)}
        >
          <option value="">{t('composer.status.none')}</option>
          {statuses.map((s) => (
            <option key={s.name} value={s.name}>
              {t('composer.status.option', { name: s.name })}
            </option>
          ))}
        </select>
        <p id="status-aim-hint" className="field__hint">
          {target
            ? t('composer.status.replaces', {
                name: target.name,
                webhook: target.webhookLabel ?? t('composer.status.webhookGone'),
                id: target.messageId,
              })
            : t('composer.status.hint')}
        </p>
      </div>
      {target ? <UpdateBar key={target.name} name={target.name} index={index} /> : children}
    </>
  )
}

function UpdateBar({ name, index }: { name: string; index: number }) {
  const t = useT()
  const message = useDraftsStore((state) => state.draft?.messages[index])
  const { phase, update, repost, reset } = useStatusUpdate(name)
  const files = message?.files.length ?? 0
  // Text on screen the draft has not taken holds the update as it holds Send.
  const messages = useDraftsStore((state) => state.draft?.messages)
  const held = (useScreenHolds(messages ?? [])[index] ?? []).map((problem) => ({
    key: problem.key,
    text: problem.message,
    path: problem.path,
    messageIndex: index,
  }))
  const body = () => {
    flushJsonEdit()
    if (heldOnScreen(useDraftsStore.getState().draft?.messages.length ?? 0)) return undefined
    return useDraftsStore.getState().draft?.messages[index]?.data
  }
  const go = (run: (data: Record<string, unknown>) => Promise<unknown>) => {
    const data = body()
    if (data) void run(data)
  }
  const press = () => {
    if (phase.kind !== 'busy') go(update)
  }
  // Ctrl+Enter presses the primary action, as it presses Send when no status message is chosen.
  useSendShortcut(press)

  return (
    <section className="send-bar status-aim__bar" aria-label={t('composer.status.update')}>
      {files > 0 && <p className="field__hint">{t('composer.status.filesNotSent', { count: files })}</p>}
      <ProblemList problems={held} />
      <Button
        tone="primary"
        busy={phase.kind === 'busy'}
        disabled={phase.kind === 'busy' || !message || held.length > 0}
        onClick={press}
      >
        {t('composer.status.update')}
      </Button>
      <StatusResult name={name} phase={phase} onDismiss={reset} onRepost={() => go(repost)} />
    </section>
  )
}
