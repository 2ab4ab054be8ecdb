import type { KeyboardEvent } from 'react'
import { Fragment, useEffect, useId, useRef, useState } from 'react'
import { ariaShortcut, shortcutLabel } from '@shared/shortcuts/table'
import { connection } from '@renderer/api'
import { runMenuCommand } from '@renderer/app/menuCommands'
import { useT } from '@renderer/i18n/store'
import { DRAFT_ACTIONS, shortcutOf } from './draftCommands'

type Props = { mac: boolean }

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
}

/** A letter moves to the next item whose label starts with it (the APG menu's type-ahead). */
function typeahead(event: KeyboardEvent, all: HTMLElement[], at: number): (() => void) | undefined {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined
  const letter = event.key.toLowerCase()
  const order = [...all.slice(at + 1), ...all.slice(0, at + 1)]
  const next = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))
  return next ? () => next.focus() : undefined
}

/** Focuses the item at `index`, counting from the end when negative and wrapping around. */
function focusAt(root: HTMLElement | null, index: number): void {
  const all = menuItems(root)
  all[(index + all.length) % all.length]?.focus()
}

/**
 * "Draft actions": new, rename, duplicate, import, export, templates and delete in one menu button (the
 * WAI-ARIA menu button pattern: arrow keys, Home/End, Escape and Tab close it, focus goes back to the
 * button). Each item runs the command the desktop menu sends and shows its shortcut.
 */
export function DraftActionsMenu({ mac }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const desktop = connection.kind === 'electron'

  const items = () => menuItems(root.current)
  const focusItem = (index: number) => focusAt(root.current, index)
  const [initial, setInitial] = useState<'first' | 'last'>('first')

  useEffect(() => {
    if (!open) return
    focusAt(root.current, initial === 'first' ? 0 : -1)
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open, initial])

  const show = (at: 'first' | 'last') => {
    setInitial(at)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(at + 1),
      ArrowUp: () => focusItem(at - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: close,
    }
    const move = moves[event.key] ?? typeahead(event, all, at)
    if (move) {
      event.preventDefault()
      event.stopPropagation()
      move()
    } else if (event.key === 'Tab') setOpen(false)
  }

  return (
    <div className="draft-actions" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary draft-actions__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            show(event.key === 'ArrowDown' ? 'first' : 'last')
          }
        }}
      >
        {t('composer.drafts.actions')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={menuId}
          className="draft-actions__menu"
          role="menu"
          aria-label={t('composer.drafts.actions')}
          onKeyDown={onMenuKey}
        >
          {DRAFT_ACTIONS.map((action) => {
            const keys = shortcutOf(action, desktop)
            return (
              <Fragment key={action.command}>
                {action.group && <li role="separator" className="draft-actions__separator" />}
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`draft-actions__item${action.danger ? ' draft-actions__item--danger' : ''}`}
                    aria-keyshortcuts={ariaShortcut(keys, mac)}
                    onClick={() => {
                      // The focus goes back to the button first, so a dialog the command opens returns it there.
                      close()
                      runMenuCommand(action.command)
                    }}
                  >
                    <span>{t(action.label)}</span>
                    <kbd className="draft-actions__keys" aria-hidden="true">
                      {shortcutLabel(keys, mac)}
                    </kbd>
                  </button>
                </li>
              </Fragment>
            )
          })}
        </ul>
      )}
    </div>
  )
}
