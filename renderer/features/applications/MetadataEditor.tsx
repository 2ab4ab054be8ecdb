import { useEffect, useMemo, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { METADATA_RECORDS_MAX } from '@shared/discord/limits'
import type { RecordChange } from '@shared/linkedRoles/recordDiff'
import { diffRecords } from '@shared/linkedRoles/recordDiff'
import { Button } from '../../components/Button'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useConfirmed } from '../../components/useConfirmed'
import { useFormats, useT } from '../../i18n/store'
import { useApplicationsStore } from '../../store/applications/store'
import type { MetadataValues } from './metadataForm'
import { emptyRecord, fromRecords, metadataResolver, toRecords } from './metadataForm'
import { RecordFields } from './RecordFields'
import { clearMetadataEdits, loadMetadataEdits, saveMetadataEdits } from './metadataDraft'

/** Load the published set, edit it, see the difference, publish (a PUT replaces the whole set). */
export function MetadataEditor({ disabled }: { disabled: boolean }) {
  const t = useT()
  const { number } = useFormats()
  const applicationId = useApplicationsStore((state) => state.selected)
  const loaded = useApplicationsStore((state) => state.records)
  const reload = useApplicationsStore((state) => state.loadRecords)
  const published = loaded.phase === 'ready' ? loaded.value : undefined
  const resolver = useMemo(() => metadataResolver(t), [t])
  const form = useForm<MetadataValues>({ resolver, defaultValues: { records: [] } })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'records' })
  const [review, setReview] = useState<{ records: MetadataRecord[]; changes: RecordChange[] }>()
  const [publishedCount, setPublished] = useState<number>()
  const [discarding, setDiscarding] = useState(false)
  // Edits kept from before a reload, read once per published set; shown until published or discarded.
  const kept = useMemo(() => {
    if (!published || !applicationId) return undefined
    const edits = loadMetadataEdits(applicationId)
    return edits && JSON.stringify(edits) !== JSON.stringify(fromRecords(published)) ? edits : undefined
  }, [published, applicationId])
  const [dismissed, setDismissed] = useState<MetadataValues>()
  const restored = kept !== undefined && kept !== dismissed
  // Whatever Discord holds now is the baseline (on load, on "Load current", after publishing); kept
  // edits go back on top of it, still unsaved.
  useEffect(() => {
    if (!published) return
    form.reset(fromRecords(published))
    if (kept) form.reset(kept, { keepDefaultValues: true })
  }, [published, kept, form])
  // Every edit is kept as it is typed; only edited forms are kept.
  useEffect(() => {
    if (!applicationId) return
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (isDirty) saveMetadataEdits(applicationId, values)
      },
    })
  }, [form, applicationId])
  const discardKept = () => {
    if (applicationId) clearMetadataEdits(applicationId)
    setDismissed(kept)
  }
  const onReview = form.handleSubmit((values) => {
    const records = toRecords(values)
    setPublished(undefined)
    setReview({ records, changes: diffRecords(published ?? [], records) })
  })
  const errors = form.formState.errors
  return (
    <section className="card stack" aria-labelledby="metadata-heading">
      <h2 id="metadata-heading" className="card__title">
        {t('applications.metadata.title')}{' '}
        <span className="section-title__count">
          {number(fields.length)} / {number(METADATA_RECORDS_MAX)}
        </span>
      </h2>
      <p className="card__lede">{t('applications.metadata.lede', { max: METADATA_RECORDS_MAX })}</p>
      {loaded.phase === 'loading' && (
        <p className="loading" role="status">
          {t('applications.metadata.loading')}
        </p>
      )}
      {loaded.phase === 'failed' && <ErrorNotice error={loaded.error} />}
      {publishedCount !== undefined && (
        <Notice
          tone="success"
          title={t('applications.metadata.published')}
          onDismiss={() => setPublished(undefined)}
        >
          <p className="notice__text">
            {t('applications.metadata.published.text', { count: publishedCount })}
          </p>
        </Notice>
      )}
      {restored && (
        <p className="field__hint" role="status">
          {t('applications.metadata.restored')}
        </p>
      )}
      <form className="stack" aria-label={t('applications.metadata.title')} noValidate onSubmit={onReview}>
        {fields.length === 0 && loaded.phase === 'ready' && (
          <p className="empty empty--inline">{t('applications.metadata.empty')}</p>
        )}
        {fields.map((field, index) => (
          <RecordFields
            key={field.id}
            index={index}
            control={form.control}
            register={form.register}
            errors={errors}
            onRemove={() => remove(index)}
          />
        ))}
        {errors.root?.message && <p className="field__error">{errors.root.message}</p>}
        <div className="form-actions">
          <span className="form-actions__note">
            {fields.length >= METADATA_RECORDS_MAX
              ? t('applications.metadata.full', { max: METADATA_RECORDS_MAX })
              : ''}
          </span>
          <Button
            onClick={() => (form.formState.isDirty ? setDiscarding(true) : void reload())}
            disabled={disabled}
          >
            {t('applications.metadata.load')}
          </Button>
          <Button onClick={() => append(emptyRecord())} disabled={fields.length >= METADATA_RECORDS_MAX}>
            {t('applications.metadata.add')}
          </Button>
          <Button type="submit" tone="primary" disabled={disabled || loaded.phase !== 'ready'}>
            {t('applications.metadata.review')}
          </Button>
        </div>
      </form>
      {discarding && (
        <ConfirmDialog
          title={t('applications.metadata.discard')}
          confirmLabel={t('applications.metadata.load')}
          onConfirm={() => {
            setDiscarding(false)
            discardKept()
            void reload()
          }}
          onClose={() => setDiscarding(false)}
        >
          <p>{t('applications.metadata.discard.text')}</p>
        </ConfirmDialog>
      )}
      {review && (
        <PublishDialog
          {...review}
          onClose={() => setReview(undefined)}
          onDone={(count) => {
            setReview(undefined)
            discardKept()
            setPublished(count)
          }}
        />
      )}
    </section>
  )
}

function PublishDialog(props: {
  records: MetadataRecord[]
  changes: RecordChange[]
  onClose(): void
  onDone(count: number): void
}) {
  const t = useT()
  const publish = useApplicationsStore((state) => state.publish)
  const { busy, error, confirm } = useConfirmed(
    () => publish(props.records),
    (value) => props.onDone(value.records.length),
  )
  return (
    <ConfirmDialog
      title={t('applications.publish.title')}
      confirmLabel={t('applications.publish')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={props.onClose}
    >
      <p>
        <strong>{t('applications.publish.put')}</strong>{' '}
        {t('applications.publish.text', { count: props.records.length })}
      </p>
      {props.changes.length === 0 ? (
        <p>{t('applications.publish.same')}</p>
      ) : (
        <ul className="changes" aria-label={t('applications.publish.changes')}>
          {props.changes.map((change) => (
            <li key={`${change.kind}:${change.key}`} data-change={change.kind}>
              {change.kind === 'added' && (
                <>
                  {t('applications.publish.adds')} <code>{change.key}</code>
                </>
              )}
              {change.kind === 'removed' && (
                <>
                  {t('applications.publish.deletes')} <code>{change.key}</code>
                </>
              )}
              {change.kind === 'changed' && (
                <>
                  {t('applications.publish.changes.what')} <code>{change.key}</code>:{' '}
                  <code>{change.fields.join(', ')}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  )
}
