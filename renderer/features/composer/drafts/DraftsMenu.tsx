import { useEffect, useMemo, useRef, useState } from 'react'
import type { Formats, MessageKey } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { useStatusStore, useStatuses } from '@renderer/store/status/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import type { DraftMark, DraftRow } from './draftList'
import { draftRows } from './draftList'
import { draftName } from './draftName'

/** The time for a draft edited today, else the date, in the page's language. */
function when(at: string, formats: Formats): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return at
  const sameDay = date.toDateString() === new Date().toDateString()
  return sameDay ? formats.time(date) : formats.date(date)
}

const MARKS: Record<DraftMark, { label: MessageKey; className: string }> = {
  sent: { label: 'composer.drafts.mark.sent', className: 'badge--sent' },
  editing: { label: 'composer.drafts.mark.editing', className: 'badge--editing' },
  scheduled: { label: 'composer.drafts.mark.scheduled', className: 'badge--scheduled' },
  status: { label: 'composer.drafts.mark.status', className: 'badge--status' },
}

function DraftItem({ row, current, onOpen }: { row: DraftRow; current: boolean; onOpen(): void }) {
  const t = useT()
  const formats = useFormats()
  const { summary, marks } = row
  return (
    <li>
      <button
        type="button"
        className="drafts-menu__item"
        aria-current={current || undefined}
        onClick={onOpen}
      >
        <span className="drafts-menu__name">{draftName(t, summary.name)}</span>
        <span className="drafts-menu__meta">
          <span>{t('composer.drafts.updated', { when: when(summary.updatedAt, formats) })}</span>
          {marks.map((mark) => (
            <span key={mark} className={`badge ${MARKS[mark].className}`}>
              {t(MARKS[mark].label)}
            </span>
          ))}
          {current && <span className="badge badge--open">{t('composer.drafts.mark.open')}</span>}
        </span>
        {summary.preview && <span className="drafts-menu__preview">{summary.preview}</span>}
      </button>
    </li>
  )
}

/**
 * "Drafts": every saved draft, last edited first, searchable by name and words, each marked sent,
 * scheduled or behind a status message; choosing one opens it (the open one is saved first).
 */
export function DraftsMenu() {
  const t = useT()
  const summaries = useDraftsStore((state) => state.summaries)
  const currentId = useDraftsStore((state) => state.draft?.id)
  const open = useDraftsStore((state) => state.open)
  const refreshList = useDraftsStore((state) => state.refreshList)
  const schedules = useSchedulesStore((state) => state.schedules)
  const statuses = useStatuses()
  const aims = useStatusStore((state) => state.aims)
  const [expanded, setExpanded] = useState(false)
  const [query, setQuery] = useState('')
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => useSchedulesStore.getState().start(), [])
  useEffect(() => {
    if (!expanded) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [expanded])

  const rows = useMemo(() => {
    const scheduled = new Set(schedules.filter((s) => s.state !== 'done').map((s) => s.draftId))
    const statusMessages = new Set(statuses.map((s) => s.messageId))
    return draftRows(summaries, query, { scheduled, statusMessages, statusAims: new Set(Object.keys(aims)) })
  }, [summaries, query, schedules, statuses, aims])

  const close = () => {
    setExpanded(false)
    root.current?.querySelector<HTMLElement>('.drafts-menu__toggle')?.focus()
  }
  return (
    <div
      className="drafts-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <button
        type="button"
        className="button button--secondary drafts-menu__toggle"
        aria-expanded={expanded}
        aria-controls="drafts-menu-list"
        onClick={() => {
          // The list shows sends, renames and status messages marked since it was read.
          if (!expanded) {
            drop(refreshList())
            drop(useStatusStore.getState().load())
          }
          setExpanded(!expanded)
        }}
      >
        {t('composer.drafts.list')} <span className="drafts-menu__count">{summaries.length}</span>
      </button>
      {expanded && (
        <div className="drafts-menu__popover" id="drafts-menu-list">
          <div className="drafts-menu__search">
            <input
              type="search"
              className="input"
              aria-label={t('composer.drafts.search')}
              placeholder={t('composer.drafts.searchPlaceholder')}
              value={query}
              // The list opens to find a draft: typing starts the search.
              autoFocus
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <ul className="drafts-menu__list" aria-label={t('composer.drafts.list')}>
            {rows.map((row) => (
              <DraftItem
                key={row.summary.id}
                row={row}
                current={row.summary.id === currentId}
                onOpen={() => {
                  close()
                  drop(open(row.summary.id))
                }}
              />
            ))}
          </ul>
          {rows.length === 0 && (
            <p className="drafts-menu__empty" role="status">
              {t('composer.drafts.noMatch', { query: query.trim() })}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
