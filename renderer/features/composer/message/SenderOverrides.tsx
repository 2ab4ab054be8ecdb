import { useShallow } from 'zustand/react/shallow'
import { describedBy } from '@renderer/components/Field'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { measurementOf, problemAt } from '@renderer/store/drafts/measurement'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { useMessageText } from './useMessageText'
import { defaultAvatarUrl, defaultUsername } from './senderDefaults'
import { useTargetWebhook } from './useTargetWebhook'
import { useSettledProblem } from './useSettledProblem'

/** The per-message username and avatar, with the webhook's own as placeholders. */
export function SenderOverrides({ index }: { index: number }) {
  const t = useT()
  const webhook = useTargetWebhook()
  const username = useMessageText(index, 'username')
  const avatar = useMessageText(index, 'avatar_url')
  const checks = useDraftsStore(
    useShallow((state) => {
      const measured = measurementOf(state, index)
      return {
        used: measured.username.used,
        limit: measured.username.limit,
        usernameProblem: problemAt(measured, 'username', t),
        avatarProblem: problemAt(measured, 'avatar_url', t),
      }
    }),
  )
  const nameId = controlId(index, 'username')
  const avatarId = controlId(index, 'avatar_url')
  const nameSettled = useSettledProblem(username, username ? checks.usernameProblem : undefined)
  const nameError = checks.used > checks.limit ? checks.usernameProblem : nameSettled
  const avatarError = useSettledProblem(avatar, avatar ? checks.avatarProblem : undefined)
  const shownName = defaultUsername(webhook)
  const shownAvatar = defaultAvatarUrl(webhook)

  return (
    <div className="sender-overrides">
      <div className={nameError ? 'field field--invalid' : 'field'}>
        <div className="field__head">
          <label className="field__label" htmlFor={nameId}>
            {t('composer.message.username')}
          </label>
          <LimitCounter id={`${nameId}-counter`} used={checks.used} limit={checks.limit} />
        </div>
        <input
          {...describedBy(nameId, nameError, true)}
          className="input"
          value={username}
          placeholder={shownName ?? t('composer.message.usernamePlaceholder')}
          onChange={(event) => draftActions.setMessageText(index, 'username', event.target.value)}
        />
        <Hint id={nameId} error={nameError}>
          {shownName ? (
            <EmptySendsAs
              name={shownName}
              template={t('composer.message.usernameHint', { name: NAME_MARK })}
            />
          ) : (
            t('composer.message.usernameHintOwn')
          )}
        </Hint>
      </div>
      <div className={avatarError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={avatarId}>
          {t('composer.message.avatar')}
        </label>
        <input
          {...describedBy(avatarId, avatarError, true)}
          className="input"
          type="url"
          inputMode="url"
          value={avatar}
          placeholder={shownAvatar ?? 'https://…'}
          onChange={(event) => draftActions.setMessageText(index, 'avatar_url', event.target.value)}
        />
        <Hint id={avatarId} error={avatarError}>
          {t(shownAvatar ? 'composer.message.avatarHint' : 'composer.message.avatarHintOwn')}
        </Hint>
      </div>
    </div>
  )
}

/** Where the name goes in the translated hint, so it can be drawn in bold wherever the language puts it. */
const NAME_MARK = '\u0000'

function EmptySendsAs({ name, template }: { name: string; template: string }) {
  const [before = '', after = ''] = template.split(NAME_MARK)
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  )
}

function Hint({ id, error, children }: { id: string; error: string | undefined; children: React.ReactNode }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : (
    <p className="field__hint" id={`${id}-hint`}>
      {children}
    </p>
  )
}
