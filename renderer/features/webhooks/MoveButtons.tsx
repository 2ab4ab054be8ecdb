import { Button } from '../../components/Button'
import { useT } from '../../i18n/store'

type MoveButtonsProps = { what: string; first: boolean; last: boolean; onMove(delta: -1 | 1): void }

/**
 * Up and down, named for what they move; Alt+↑ / Alt+↓ on the row do the same. At an edge a button is
 * aria-disabled rather than disabled, so the focus stays on it after the item arrives there.
 */
export function MoveButtons({ what, first, last, onMove }: MoveButtonsProps) {
  const t = useT()
  return (
    <span className="move-buttons">
      <Button
        tone="ghost"
        className="button--icon"
        aria-label={t('webhooks.move.up', { what })}
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        tone="ghost"
        className="button--icon"
        aria-label={t('webhooks.move.down', { what })}
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  )
}

/** Alt+ArrowUp / Alt+ArrowDown, for a row's onKeyDown. */
export function moveKey(event: {
  key: string
  altKey: boolean
  preventDefault(): void
  stopPropagation(): void
}): -1 | 1 | undefined {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return undefined
  event.preventDefault()
  event.stopPropagation()
  return event.key === 'ArrowUp' ? -1 : 1
}
