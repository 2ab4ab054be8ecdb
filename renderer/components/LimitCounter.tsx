import { limitTone } from '../util/limitTone'
import { CountFigure } from './CountFigure'
import { useT } from '../i18n/store'

type LimitCounterProps = {
  used: number
  limit: number
  /** The id a control's aria-describedby points at, so a screen reader reads the count with the field. */
  id?: string
  /** What is counted, for screen readers: "characters" by default. */
  unit?: string
}

/** "used / limit", amber near the limit and red over it; the words say the state, not only the colour. */
export function LimitCounter({ used, limit, id, unit }: LimitCounterProps) {
  const t = useT()
  const tone = limitTone(used, limit)
  const over = used - limit
  return (
    <span id={id} className={`limit-counter limit-counter--${tone}`}>
      <CountFigure used={used} limit={limit} />
      <span className="visually-hidden">
        {unit === undefined ? t('limit.characters', { used, limit }) : t('limit.of', { used, limit, unit })}
      </span>
      {tone === 'over' && <span className="limit-counter__note"> · {t('limit.over', { over })}</span>}
      {tone === 'near' && <span className="visually-hidden"> {t('limit.near')}</span>}
    </span>
  )
}
