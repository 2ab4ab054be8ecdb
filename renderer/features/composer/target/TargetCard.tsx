import type { ReactNode } from 'react'
import { useT } from '@renderer/i18n/store'
import { Avatar } from '../../webhooks/Avatar'
import type { Destination } from './destination'
import { lastSeen, rememberLocated } from './lastSeen'
import type { LocatedWebhook } from './locate'
import { ThreadLine } from './ThreadLine'

type TargetCardProps = {
  destination: Destination
  /** Where in the channel the messages land, as ThreadLine says it. */
  thread: { threadId: string | undefined; threadName: string }
  isForum: boolean
  /** Why Send refuses now (useTargetReadiness), shown where the user looks. */
  blocked: string | undefined
  /** The card's name for assistive technology: "Send goes to", or "Target 2" among several. */
  label?: string
  /** What belongs on the card beside the webhook (Remove among several targets). */
  actions?: ReactNode
}

/**
 * Exactly where Send goes: the webhook (avatar, name), its #channel and server as named in the library
 * now, the masked URL and the thread. A target that cannot be sent to says why, in place.
 */
export function TargetCard(props: TargetCardProps) {
  const t = useT()
  const { destination, thread, isForum, blocked, label = t('composer.target.card.label'), actions } = props
  const problem = blocked
  const located = destination.kind === 'none' ? undefined : destination.located
  rememberLocated(located)
  // A saved webhook that left the library: say which one it was, as last seen this session.
  const gone = destination.kind === 'saved' && !located ? lastSeen(destination.webhookId) : undefined
  const shown = located ?? gone
  // The same webhook saved with another token: its channel is this URL's too (the id names it).
  const place = shown ?? (destination.kind === 'pasted' ? destination.otherToken : undefined)
  return (
    <section
      className={
        destination.kind === 'none'
          ? 'target-card target-card--empty'
          : problem
            ? 'target-card target-card--blocked'
            : 'target-card'
      }
      aria-label={label}
      data-testid="target-card"
    >
      {destination.kind === 'none' ? (
        <p className="target-card__empty">
          <strong>{t('composer.target.card.none')}</strong> {problem}
        </p>
      ) : (
        <div className="target-card__who">
          {shown ? (
            <Avatar name={shown.webhook.label} id={shown.webhook.id} src={shown.webhook.avatarUrl} />
          ) : (
            <Avatar name="?" id={destination.webhookId ?? '00'} src={null} />
          )}
          <div className="target-card__text">
            <Identity destination={destination} located={shown} gone={!located} />
            {(place || destination.kind === 'pasted') && (
              <p className="target-card__where">
                {place ? (
                  <>
                    <span className="target-card__channel">#{place.channelName}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="target-card__server">{place.serverName}</span>
                  </>
                ) : (
                  t('composer.target.card.unknownPlace')
                )}
              </p>
            )}
            <p className="target-card__url">
              <code>
                {destination.kind === 'pasted' ? destination.maskedUrl : (shown?.webhook.maskedUrl ?? '')}
              </code>
              {destination.kind === 'pasted' && (
                <span className="target-card__tag">
                  {t(destination.sealed ? 'composer.target.card.sealed' : 'composer.target.card.inMemory')}
                </span>
              )}
            </p>
            {destination.kind === 'pasted' && destination.otherToken && (
              <p className="target-card__other-token">
                {t('composer.target.card.otherToken', { label: destination.otherToken.webhook.label })}
              </p>
            )}
            <ThreadLine threadId={thread.threadId} threadName={thread.threadName} isForum={isForum} />
          </div>
          {actions && <div className="target-card__actions">{actions}</div>}
        </div>
      )}
      {problem && destination.kind !== 'none' && (
        <p className="target-card__problem" role="status">
          <strong>{t('composer.target.card.blocked')}</strong> {problem}
        </p>
      )}
    </section>
  )
}

type IdentityProps = { destination: Destination; located: LocatedWebhook | undefined; gone: boolean }

function Identity({ destination, located, gone }: IdentityProps) {
  const t = useT()
  if (located) {
    const { label, name } = located.webhook
    return (
      <p className="target-card__name">
        <strong>{label}</strong>
        {gone ? (
          <span className="target-card__gone"> {t('composer.target.card.gone')}</span>
        ) : (
          name &&
          name !== label && (
            <span className="target-card__discord-name"> {t('composer.target.card.postsAs', { name })}</span>
          )
        )}
      </p>
    )
  }
  const id = destination.kind === 'none' ? undefined : destination.webhookId
  return (
    <p className="target-card__name">
      <strong>
        {t(destination.kind === 'saved' ? 'composer.target.card.savedGone' : 'composer.target.card.pasted')}
      </strong>
      {id && <span className="target-card__discord-name"> {t('composer.target.card.id', { id })}</span>}
    </p>
  )
}
