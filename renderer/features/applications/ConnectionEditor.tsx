import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { PLATFORM_NAME_MAX, PLATFORM_USERNAME_MAX } from '@shared/discord/limits'
import { recordKind, recordTypeInfo } from '@shared/linkedRoles/recordTypes'
import type { RpcErrorData } from '@shared/rpc'
import { Button } from '../../components/Button'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { useApplicationsStore } from '../../store/applications/store'
import type { ConnectionBody, ConnectionValues } from './connectionForm'
import { connectionResolver, fromConnection, toConnection } from './connectionForm'
import { Counter } from './Counter'

/** The connected user's platform name, username and one value per record; a PUT replaces them all. */
export function ConnectionEditor({ records, disabled }: { records: MetadataRecord[]; disabled: boolean }) {
  const t = useT()
  const loaded = useApplicationsStore((state) => state.connection)
  const load = useApplicationsStore((state) => state.loadConnection)
  const stored = loaded.phase === 'ready' ? loaded.value : undefined
  const resolver = useMemo(() => connectionResolver(records, t), [records, t])
  const form = useForm<ConnectionValues>({ resolver, defaultValues: fromConnection(records, undefined) })
  const [pending, setPending] = useState<ConnectionBody>()
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (loaded.phase === 'idle') void load()
  }, [loaded.phase, load])
  useEffect(() => {
    form.reset(fromConnection(records, stored))
  }, [records, stored, form])
  const platform = useWatch({ control: form.control, name: ['platform_name', 'platform_username'] })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit((values) => {
    setSaved(false)
    setPending(toConnection(records, values, t).body)
  })
  return (
    <section className="card stack" aria-labelledby="connection-heading">
      <h2 id="connection-heading" className="card__title">
        {t('applications.connection.title')}
      </h2>
      <p className="card__lede">{t('applications.connection.lede', { max: 100 })}</p>
      {loaded.phase === 'failed' && <ErrorNotice error={loaded.error} />}
      {saved && (
        <Notice tone="success" title={t('applications.connection.stored')} onDismiss={() => setSaved(false)}>
          <p className="notice__text">{t('applications.connection.stored.text')}</p>
        </Notice>
      )}
      <form className="stack" aria-label={t('applications.connection.values')} noValidate onSubmit={onSubmit}>
        <div className="form-grid form-grid--halves">
          <Field
            id="conn-platform-name"
            label={t('applications.connection.platformName')}
            error={errors.platform_name?.message}
            aside={<Counter text={platform[0] ?? ''} max={PLATFORM_NAME_MAX} />}
          >
            <input
              {...form.register('platform_name')}
              {...describedBy('conn-platform-name', errors.platform_name?.message, false)}
              className="input"
            />
          </Field>
          <Field
            id="conn-platform-username"
            label={t('applications.connection.platformUsername')}
            error={errors.platform_username?.message}
            aside={<Counter text={platform[1] ?? ''} max={PLATFORM_USERNAME_MAX} />}
          >
            <input
              {...form.register('platform_username')}
              {...describedBy('conn-platform-username', errors.platform_username?.message, false)}
              className="input"
            />
          </Field>
        </div>
        {records.length === 0 && (
          <p className="empty empty--inline">{t('applications.connection.noRecords')}</p>
        )}
        <div className="form-grid form-grid--halves">
          {records.map((record) => {
            const id = `conn-value-${record.key}`
            const kind = recordKind(record.type)
            const problem = errors.values?.[record.key]?.message
            const hint = t('applications.connection.hint', {
              key: record.key,
              type: recordTypeInfo(record.type)?.name ?? '',
            })
            if (kind === 'boolean') {
              return (
                <div key={record.key} className="field switch-field">
                  <label className="switch" htmlFor={id}>
                    <input {...form.register(`values.${record.key}`)} id={id} type="checkbox" role="switch" />
                    <span>{record.name}</span>
                  </label>
                  <p className="field__hint">{t('applications.connection.switch.hint', { hint })}</p>
                </div>
              )
            }
            return (
              <Field key={record.key} id={id} label={record.name} hint={hint} error={problem}>
                <input
                  {...form.register(`values.${record.key}`)}
                  {...describedBy(id, problem, true)}
                  className="input"
                  type={kind === 'datetime' ? 'date' : 'text'}
                  inputMode={kind === 'integer' ? 'numeric' : undefined}
                />
              </Field>
            )
          })}
        </div>
        <div className="form-actions">
          <Button onClick={() => void load()} disabled={disabled}>
            {t('applications.connection.load')}
          </Button>
          <Button type="submit" tone="primary" disabled={disabled}>
            {t('applications.connection.store')}
          </Button>
        </div>
      </form>
      {pending && (
        <StoreDialog
          body={pending}
          onClose={() => setPending(undefined)}
          onDone={() => {
            setPending(undefined)
            setSaved(true)
          }}
        />
      )}
    </section>
  )
}

function StoreDialog({ body, onClose, onDone }: { body: ConnectionBody; onClose(): void; onDone(): void }) {
  const t = useT()
  const store = useApplicationsStore((state) => state.storeConnection)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = async () => {
    setBusy(true)
    const outcome = await store(body)
    setBusy(false)
    if (outcome.ok) onDone()
    else setError(outcome.error)
  }
  const entries = Object.entries(body.metadata)
  return (
    <ConfirmDialog
      title={t('applications.connection.store.title')}
      confirmLabel={t('applications.connection.store')}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>
        <strong>{t('applications.connection.store.put')}</strong> {t('applications.connection.store.text')}
      </p>
      <ul className="changes" aria-label={t('applications.connection.store.list')}>
        {entries.map(([key, value]) => (
          <li key={key}>
            <code>{key}</code> = <code>{value}</code>
          </li>
        ))}
        {entries.length === 0 && <li>{t('applications.connection.store.none')}</li>}
      </ul>
    </ConfirmDialog>
  )
}
