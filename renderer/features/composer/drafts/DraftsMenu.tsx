import { useEffect, useRef, useState } from 'react'
import type { DraftSummary } from '@shared/drafts/draft'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'

function when(at: string): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return at
  const sameDay = date.toDateString() === new Date().toDateString()
  return sameDay
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString([], { day: 'numeric', month: 'short', year: 'numeric' })
}

function DraftItem({
  summary,
  current,
  onOpen,
}: {
  summary: DraftSummary
  current: boolean
  onOpen(): void
}) {
  return (
    <li>
      <button
        type="button"
        className="drafts-menu__item"
        aria-current={current || undefined}
        onClick={onOpen}
      >
        <span className="drafts-menu__name">{summary.name || 'Untitled draft'}</span>
        <span className="drafts-menu__meta">
          <span>Updated {when(summary.updatedAt)}</span>
          {summary.editing && <span className="badge badge--editing">Editing a sent message</span>}
          {summary.sentAt && <span className="badge badge--sent">Sent</span>}
        </span>
        {summary.preview && <span className="drafts-menu__preview">{summary.preview}</span>}
      </button>
    </li>
  )
}

/** "Drafts": every saved draft, newest first; choosing one opens it (the open one is saved first). */
export function DraftsMenu() {
  const summaries = useDraftsStore((state) => state.summaries)
  const currentId = useDraftsStore((state) => state.draft?.id)
  const open = useDraftsStore((state) => state.open)
  const refreshList = useDraftsStore((state) => state.refreshList)
  const [expanded, setExpanded] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!expanded) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [expanded])

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
          // The list shows sends and renames made since it was read.
          if (!expanded) drop(refreshList())
          setExpanded(!expanded)
        }}
      >
        Drafts <span className="drafts-menu__count">{summaries.length}</span>
      </button>
      {expanded && (
        <div className="drafts-menu__popover" id="drafts-menu-list">
          <ul className="drafts-menu__list" aria-label="Drafts">
            {summaries.map((summary) => (
              <DraftItem
                key={summary.id}
                summary={summary}
                current={summary.id === currentId}
                onOpen={() => {
                  close()
                  drop(open(summary.id))
                }}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
