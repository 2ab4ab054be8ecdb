import { EMBEDS_TOTAL_MAX } from '@shared/discord'
import { CountFigure } from '@renderer/components/CountFigure'
import { useT } from '@renderer/i18n/store'
import { embedTone } from './embedSummary'
import { useEmbedMeasured } from './useEmbedData'

/**
 * The embed's share of the 6000 characters all embeds share, in its card's header. It changes with every
 * keystroke in the embed, so it is a component of its own: the card around it does not render for it.
 */
export function EmbedShare({ index, embed }: { index: number; embed: number }) {
  const t = useT()
  const status = useEmbedMeasured(index, embed, (measured) => ({
    share: measured.embeds.items[embed]?.total ?? 0,
    tone: embedTone(measured.embeds.items[embed]),
  }))
  return (
    <span className={`embed-card__share limit-counter--${status.tone}`}>
      <CountFigure used={status.share} limit={EMBEDS_TOTAL_MAX} />
      <span className="visually-hidden">
        {t('composer.embed.share', { used: status.share, limit: EMBEDS_TOTAL_MAX })}
      </span>
      {status.tone !== 'ok' && (
        <span className="embed-card__tone">
          {' · '}
          {t(status.tone === 'near' ? 'composer.embed.nearLimit' : 'composer.embed.overLimit')}
        </span>
      )}
    </span>
  )
}
