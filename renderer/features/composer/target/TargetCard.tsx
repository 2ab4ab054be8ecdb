import { Avatar } from '../../webhooks/Avatar'
import type { Destination } from './destination'
import type { LocatedWebhook } from './locate'
import { ThreadLine } from './ThreadLine'

type TargetCardProps = {
  destination: Destination
  index: number
  isForum: boolean
  /** Why Send refuses now (useTargetReadiness), shown where the user looks. */
  blocked: string | undefined
}

/**
 * Exactly where Send goes: the webhook (avatar, name), its #channel and server as named in the library
 * now, the masked URL and the thread. A target that cannot be sent to says why, in place.
 */
export function TargetCard({ destination, index, isForum, blocked }: TargetCardProps) {
  const problem = blocked
  const located = destination.kind === 'none' ? undefined : destination.located
  return (
    <section
      className={problem ? 'target-card target-card--blocked' : 'target-card'}
      aria-label="Send goes to"
      data-testid="target-card"
    >
      {destination.kind === 'none' ? (
        <p className="target-card__empty">Not chosen yet.</p>
      ) : (
        <div className="target-card__who">
          {located ? (
            <Avatar name={located.webhook.label} id={located.webhook.id} src={located.webhook.avatarUrl} />
          ) : (
            <Avatar name="?" id={destination.webhookId ?? '00'} src={null} />
          )}
          <div className="target-card__text">
            <Identity destination={destination} located={located} />
            <p className="target-card__where">
              {located ? (
                <>
                  <span className="target-card__channel">#{located.channelName}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="target-card__server">{located.serverName}</span>
                </>
              ) : (
                'Channel and server unknown: this webhook is not in your library.'
              )}
            </p>
            <p className="target-card__url">
              <code>
                {located?.webhook.maskedUrl ?? (destination.kind === 'pasted' ? destination.maskedUrl : '')}
              </code>
              {destination.kind === 'pasted' && (
                <span className="target-card__tag">
                  {destination.sealed ? 'Pasted URL, sealed in the vault' : 'Pasted URL, kept in memory only'}
                </span>
              )}
            </p>
            <ThreadLine index={index} isForum={isForum} />
          </div>
        </div>
      )}
      {problem && (
        <p className="target-card__problem" role="status">
          <strong>Send is blocked:</strong> {problem}
        </p>
      )}
    </section>
  )
}

function Identity({
  destination,
  located,
}: {
  destination: Destination
  located: LocatedWebhook | undefined
}) {
  if (located) {
    const { label, name } = located.webhook
    return (
      <p className="target-card__name">
        <strong>{label}</strong>
        {name && name !== label && <span className="target-card__discord-name"> posts as {name}</span>}
      </p>
    )
  }
  const id = destination.kind === 'none' ? undefined : destination.webhookId
  return (
    <p className="target-card__name">
      <strong>{destination.kind === 'saved' ? 'Saved webhook (gone)' : 'Pasted webhook'}</strong>
      {id && <span className="target-card__discord-name"> id {id}</span>}
    </p>
  )
}
