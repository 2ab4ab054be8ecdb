import { useEffect, useMemo, useState } from 'react'
import '@renderer/styles/composer-schedule.css'
import type { Translate } from '@shared/i18n'
import type { Schedule } from '@shared/schedules/schedule'
import { Button } from '@renderer/components/Button'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { flushJsonEdit } from '../json/jsonEditorHandle'
import { heldOnScreen, useScreenHolds } from '../send/screenHolds'
import { useDraftAfterKeys } from '../send/useDraftAfterKeys'
import { ScheduleDialog } from './ScheduleDialog'
import { ScheduleList } from './ScheduleList'
import { defaultWallTime, nextSendText, nextWallTime, targetLabel } from './summary'
import { useScheduleWords } from './words'

export { MissedPrompt } from './MissedPrompt'

const NO_MESSAGES: never[] = []

type Open = { kind: 'new' } | { kind: 'change'; schedule: Schedule } | { kind: 'list' }

/** Why the open draft cannot be scheduled, or undefined when it can. */
function blockedReason(
  draft: { targets: unknown[]; messages: { reference?: unknown }[] },
  held: boolean,
  t: Translate,
): string | undefined {
  if (draft.targets.length === 0) return t('composer.schedule.blocked.noTarget')
  if (draft.messages.some((m) => m.reference)) return t('composer.schedule.blocked.edit')
  // As Send: the schedule would keep the last valid body, not the text on screen.
  if (held) return t('composer.schedule.blocked.held')
  return undefined
}

/**
 * "Schedule…" beside Send, the open draft's own schedules, and the list of every scheduled send. The
 * services keep a copy of the draft when it is scheduled, so what is waiting is saved first.
 */
export function ScheduleButton() {
  const words = useScheduleWords()
  const { t } = words
  // Beside Send, it takes typing once it pauses, as the send bar does (issue 23); what is scheduled is
  // the draft on disk, written by `flush` first.
  const draft = useDraftAfterKeys()
  const flush = useDraftsStore((state) => state.flush)
  const start = useSchedulesStore((state) => state.start)
  useEffect(() => start(), [start])
  const schedules = useSchedulesStore((state) => state.schedules)
  const create = useSchedulesStore((state) => state.create)
  const update = useSchedulesStore((state) => state.update)
  const servers = useWebhooksStore((state) => state.servers)
  const [open, setOpen] = useState<Open>()
  const pending = useMemo(() => schedules.filter((s) => s.state !== 'done'), [schedules])
  const holds = useScreenHolds(draft?.messages ?? NO_MESSAGES)
  if (!draft) return null
  const mine = pending.filter((s) => s.draftId === draft.id)
  const blocked = blockedReason(
    draft,
    holds.some((held) => held.length > 0),
    t,
  )
  const openNew = () => {
    // What is typed in the JSON view counts now, not after the pause.
    flushJsonEdit()
    if (!heldOnScreen(draft.messages.length)) setOpen({ kind: 'new' })
  }
  const close = () => setOpen(undefined)
  const labels = (open?.kind === 'change' ? open.schedule.targets : draft.targets).map((target) =>
    targetLabel(servers, target, t),
  )

  return (
    <div className="schedule-controls">
      <div className="schedule-controls__buttons">
        {schedules.length > 0 && (
          <Button tone="ghost" onClick={() => setOpen({ kind: 'list' })}>
            {t('composer.schedule.button.list', { count: pending.length })}
          </Button>
        )}
        <Button disabled={blocked !== undefined} title={blocked} onClick={openNew}>
          {t('composer.schedule.button.open')}
        </Button>
      </div>
      {mine.map((schedule) => (
        <p key={schedule.id} className="schedule-controls__note">
          {t('composer.schedule.button.scheduled', { when: nextSendText(schedule, words) })}{' '}
          <button
            type="button"
            className="schedule-controls__link"
            onClick={() => setOpen({ kind: 'change', schedule })}
          >
            {t('composer.schedule.button.change')}
          </button>
        </p>
      ))}
      {open?.kind === 'list' && (
        <ScheduleList onClose={close} onChange={(schedule) => setOpen({ kind: 'change', schedule })} />
      )}
      {open?.kind === 'new' && (
        <ScheduleDialog
          targets={labels}
          editing={false}
          initial={{ at: defaultWallTime(), repeat: 'none' }}
          onClose={close}
          onSubmit={async (timing) => {
            await flush()
            const result = await create(draft.id, timing)
            return result.ok ? undefined : result.error
          }}
        />
      )}
      {open?.kind === 'change' && (
        <ScheduleDialog
          targets={labels}
          editing
          initial={{ at: nextWallTime(open.schedule), repeat: open.schedule.repeat }}
          onClose={close}
          onSubmit={async (timing, refresh) => {
            if (refresh) await flush()
            const result = await update(open.schedule.id, timing, refresh)
            return result.ok ? undefined : result.error
          }}
        />
      )}
    </div>
  )
}
