import type { Draft } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { LONG_TASK_MS, notifyIfLong } from '@renderer/util/notify'
import { useSendRun } from './runStore'
import { hasFailures } from './targetCells'
import { useTargetRun } from './targetRunStore'
import { saidText } from '@shared/rpc/saidText'

export type SendNotice = { title: string; body: string }

/**
 * How a send of `draft` ended, in the words of a notification: the run's failure (the message it stopped
 * at), or what was posted or edited. Undefined when nothing came of it (another draft was opened and the
 * run paused).
 */
export function describeSendEnd(
  draft: Pick<Draft, 'id' | 'name'>,
  t: Translate = currentTranslator(),
): SendNotice | undefined {
  const name = draft.name || t('composer.send.notice.untitled')
  const targets = describeTargetsEnd(draft.id, name, t)
  if (targets) return targets
  const run = useSendRun.getState()
  const outcome = useSendsStore.getState().outcome
  if (run.draftId === draft.id && run.failed) {
    return { title: t('composer.send.notice.stopped', { name }), body: saidText(t, run.failed.error) }
  }
  if (outcome.phase === 'failed' && outcome.draftId === draft.id) {
    return { title: t('composer.send.notice.notSent', { name }), body: saidText(t, outcome.error) }
  }
  if (outcome.phase !== 'sent' || outcome.draftId !== draft.id) return undefined
  if (outcome.action === 'edit') {
    return { title: t('composer.send.notice.edited', { name }), body: t('composer.send.notice.editedBody') }
  }
  const current = useDraftsStore.getState().draft
  const count = current?.id === draft.id ? current.messages.filter((message) => message.sent).length : 1
  return {
    title: t('composer.send.notice.sent', { name }),
    body: t('composer.send.notice.posted', { count }),
  }
}

/**
 * Runs a send of the open draft; one that took `minMs` or more ends with a notification when the window
 * is not focused. A send to several targets passes 0: it is worth a notification however long it took.
 */
export function sendWithNotice(
  draft: Pick<Draft, 'id' | 'name'>,
  send: () => Promise<void>,
  minMs: number = LONG_TASK_MS,
): Promise<void> {
  return notifyIfLong(send, () => describeSendEnd(draft), minMs)
}

/**
 * A run to several targets: whether every target got everything. A sent message leaves the run's cells
 * (the draft keeps its record), so a target whose row still holds a cell did not get everything.
 */
function describeTargetsEnd(draftId: string, name: string, t: Translate): SendNotice | undefined {
  const run = useTargetRun.getState()
  if (run.draftId !== draftId || run.running) return undefined
  const rows = Object.values(run.cells)
  if (rows.length === 0) return undefined
  const short = rows.filter((row) => Object.keys(row).length > 0).length
  if (short > 0) {
    return {
      title: t('composer.send.notice.short', { name, short, count: rows.length }),
      body: hasFailures(run.cells)
        ? t('composer.send.notice.shortFailed')
        : t('composer.send.notice.shortStopped'),
    }
  }
  return {
    title: t('composer.send.notice.sent', { name }),
    body: t('composer.send.notice.allTargets', { count: rows.length }),
  }
}
