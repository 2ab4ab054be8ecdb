import { useEffect } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { botTokensSelectors, useBotTokensStore } from '../../store/botTokens/store'
import { useT } from '../../i18n/store'
import { drop } from '../../util/drop'
import { AddBotTokenForm } from './AddBotTokenForm'
import { BotTokenList } from './BotTokenList'
import { ChannelTools } from './ChannelTools'

/** Bot tokens and what they unlock: creating, listing and deleting a channel's webhooks. */
export function BotTokens({ locked }: { locked: boolean }) {
  const t = useT()
  const load = useBotTokensStore((state) => state.load)
  useEffect(() => drop(load()), [load])
  const tokens = useBotTokensStore(botTokensSelectors.tokens)
  const loadError = useBotTokensStore(botTokensSelectors.loadError)
  return (
    <section className="card stack" aria-labelledby="bot-tokens-heading">
      <h2 id="bot-tokens-heading" className="card__title">
        {t('botTokens.title')}
      </h2>
      <p className="card__lede">
        {t('botTokens.lede.before')} <strong>{t('botTokens.lede.permission')}</strong>{' '}
        {t('botTokens.lede.after')}
      </p>
      {loadError && <ErrorNotice error={loadError} />}
      {tokens.length > 0 ? (
        <BotTokenList tokens={tokens} />
      ) : (
        <p className="empty empty--inline">{t('botTokens.empty')}</p>
      )}
      <AddBotTokenForm />
      {tokens.length > 0 && <ChannelTools tokens={tokens} locked={locked} />}
    </section>
  )
}
