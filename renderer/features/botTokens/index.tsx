import { useEffect } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { botTokensSelectors, useBotTokensStore } from '../../store/botTokens/store'
import { drop } from '../../util/drop'
import { AddBotTokenForm } from './AddBotTokenForm'
import { BotTokenList } from './BotTokenList'
import { ChannelTools } from './ChannelTools'

/** Bot tokens and what they unlock: creating, listing and deleting a channel's webhooks. */
export function BotTokens({ locked }: { locked: boolean }) {
  const load = useBotTokensStore((state) => state.load)
  useEffect(() => drop(load()), [load])
  const tokens = useBotTokensStore(botTokensSelectors.tokens)
  const loadError = useBotTokensStore(botTokensSelectors.loadError)
  return (
    <section className="card stack" aria-labelledby="bot-tokens-heading">
      <h2 id="bot-tokens-heading" className="card__title">
        Bot tokens
      </h2>
      <p className="card__lede">
        A bot with <strong>Manage Webhooks</strong> in a channel can create webhooks there, list them (and
        save them here in one click) and delete them. Tokens are encrypted and shown masked.
      </p>
      {loadError && <ErrorNotice error={loadError} />}
      {tokens.length > 0 ? (
        <BotTokenList tokens={tokens} />
      ) : (
        <p className="empty empty--inline">
          No bot tokens yet. Add one below to manage a channel’s webhooks.
        </p>
      )}
      <AddBotTokenForm />
      {tokens.length > 0 && <ChannelTools tokens={tokens} locked={locked} />}
    </section>
  )
}
