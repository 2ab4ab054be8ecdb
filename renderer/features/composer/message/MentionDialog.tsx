import '@renderer/styles/composer-names.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { Translate } from '@shared/i18n'
import type { GuildDirectory } from '@shared/rpc/areas/guilds'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { describedBy } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { useGuildDirectoryStore, useTargetDirectory } from './guildDirectoryStore'
import type { MentionKind } from './mentionMarkup'
import { idProblem, MENTION_KINDS, mentionMarkup, needsId } from './mentionMarkup'
import { channelKind, matching, mentionableChannels, mentionableRoles, roleColor } from './mentionNames'
import type { NameOption } from './NameCombobox'
import { NameCombobox } from './NameCombobox'
import { useMemberSearch } from './useMemberSearch'

type MentionDialogProps = { onInsert(markup: string): void; onClose(): void }

/**
 * Inserts a user, role or channel mention, or @everyone / @here. With a bot token saved for the target
 * webhook's server it offers names (read by the services; the token never reaches the page); otherwise,
 * or when the user prefers, it asks for the id. Whether a mention pings is decided by the Pings section;
 * this only writes the markup.
 */
export function MentionDialog({ onInsert, onClose }: MentionDialogProps) {
  const t = useT()
  const [kind, setKind] = useState<MentionKind>('user')
  const [id, setId] = useState('')
  const [tried, setTried] = useState(false)
  const [byId, setById] = useState(false)
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<NameOption>()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  const { webhookId, lookup, directory } = useTargetDirectory()
  const members = useMemberSearch(webhookId, kind === 'user' && directory ? query : '', picked)

  // A bot without the Server Members intent may not search members: users fall back to their id.
  const membersBlocked = kind === 'user' && members.reason !== null
  const named = needsId(kind) && directory !== undefined && !byId && !membersBlocked
  // The picker gave way to the id field while the user typed in it: the typing goes on there.
  useEffect(() => {
    if (membersBlocked) input.current?.focus()
  }, [membersBlocked])
  const whyNoNames = !webhookId
    ? t('composer.mention.namesNeedTarget')
    : lookup?.phase === 'unknown'
      ? lookup.reason
      : lookup?.phase === 'loading'
        ? t('composer.mention.readingNames')
        : membersBlocked
          ? (members.reason ?? undefined)
          : undefined
  const options = named ? optionsFor(kind, directory, query, members.found, t) : []

  const problem = !needsId(kind)
    ? undefined
    : named
      ? picked
        ? undefined
        : t('composer.mention.pickFromList', { kind })
      : idProblem(id, t)
  const error = tried ? problem : undefined
  const chosenId = named ? picked?.id : id

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) input.current?.focus()
    else onInsert(mentionMarkup(kind, chosenId ?? ''))
  }
  const choose = (next: MentionKind) => {
    setKind(next)
    setQuery('')
    setPicked(undefined)
    setTried(false)
  }

  return (
    <Dialog title={t('composer.mention.title')} onClose={onClose}>
      <form className="mention-dialog" onSubmit={submit} noValidate>
        <fieldset className="mention-dialog__kinds">
          <legend className="field__label">{t('composer.mention.legend')}</legend>
          {MENTION_KINDS.map((option) => (
            <label key={option} className="mention-dialog__kind">
              <input
                type="radio"
                name="mention-kind"
                checked={kind === option}
                onChange={() => choose(option)}
              />
              {t('composer.mention.kind', { kind: option })}
            </label>
          ))}
        </fieldset>
        {named && (
          <>
            <NameCombobox
              label={t('composer.mention.picker', { kind })}
              inputRef={input}
              options={options}
              query={query}
              onQuery={(text) => {
                setQuery(text)
                setPicked(undefined)
              }}
              onPick={(option) => {
                setPicked(option)
                setQuery(option.label)
                setTried(false)
              }}
              invalid={error !== undefined}
              status={error ?? pickerStatus(t, kind, query, options.length, picked, members.searching)}
            />
            <div className="mention-dialog__switches">
              <Button tone="ghost" onClick={() => setById(true)}>
                {t('composer.mention.byId')}
              </Button>
              {webhookId && (
                <Button tone="ghost" onClick={() => useGuildDirectoryStore.getState().load(webhookId, true)}>
                  {t('composer.mention.refresh')}
                </Button>
              )}
            </div>
          </>
        )}
        {needsId(kind) && !named && (
          <div className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={inputId}>
              {t('composer.mention.idLabel', { kind })}
            </label>
            <input
              {...describedBy(inputId, error, true)}
              ref={input}
              className="input input--mono"
              inputMode="numeric"
              autoComplete="off"
              value={id}
              onChange={(event) => setId(event.target.value)}
            />
            {error ? (
              <p className="field__error" id={`${inputId}-error`}>
                {error}
              </p>
            ) : (
              <p className="field__hint" id={`${inputId}-hint`}>
                {whyNoNames && !byId ? `${whyNoNames} ` : ''}
                {t('composer.mention.developerMode')}
              </p>
            )}
            {byId && directory && (
              <div className="mention-dialog__switches">
                <Button tone="ghost" onClick={() => setById(false)}>
                  {t('composer.mention.byName')}
                </Button>
              </div>
            )}
          </div>
        )}
        <p className="mention-dialog__markup">
          {t('composer.inserts')}{' '}
          <code>
            {needsId(kind) && (problem || !chosenId)
              ? mentionMarkup(kind, '…')
              : mentionMarkup(kind, chosenId ?? '')}
          </code>
        </p>
        <div className="mention-dialog__actions">
          <Button tone="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button tone="primary" type="submit">
            {t('composer.insert')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function optionsFor(
  kind: MentionKind,
  directory: GuildDirectory,
  query: string,
  found: NameOption[],
  t: Translate,
): NameOption[] {
  if (kind === 'role') {
    return matching(mentionableRoles(directory), query, (role) => role.name).map((role) => ({
      id: role.id,
      label: `@${role.name}`,
      detail: role.managed ? t('composer.mention.botRole') : undefined,
      mark: <span className="name-combobox__swatch" style={{ background: roleColor(role.color) }} />,
    }))
  }
  if (kind === 'channel') {
    return matching(mentionableChannels(directory), query, (channel) => channel.name).map((channel) => ({
      id: channel.id,
      label: `#${channel.name}`,
      detail: t('composer.mention.channelKind', { kind: channelKind(channel.type) ?? 'other' }),
    }))
  }
  return found
}

function pickerStatus(
  t: Translate,
  kind: MentionKind,
  query: string,
  count: number,
  picked: NameOption | undefined,
  searching: boolean,
): string {
  if (picked) return t('composer.mention.picked', { name: picked.label })
  if (kind === 'user' && !query.trim()) return t('composer.mentions.typeMember')
  if (searching) return t('composer.mentions.searching')
  if (count === 0) return t('composer.mention.nothingNamed', { query: query.trim() })
  return t('composer.mention.matches', { count })
}
