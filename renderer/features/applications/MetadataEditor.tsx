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
import { useApplicationsStore } from '../../store/applications/store'
import type { MetadataValues } from './metadataForm'
import { emptyRecord, fromRecords, metadataResolver, toRecords } from './metadataForm'
import { RecordFields } from './RecordFields'
import { clearMetadataEdits, loadMetadataEdits, saveMetadataEdits } from './metadataDraft'

/** Load the published set, edit it, see the difference, publish (a PUT replaces the whole set). */
export function MetadataEditor({ disabled }: { disabled: boolean }) {
  const applicationId = useApplicationsStore((state) => state.selected)
  const loaded = useApplicationsStore((state) => state.records)
  const reload = useApplicationsStore((state) => state.loadRecords)
  const published = loaded.phase === 'ready' ? loaded.value : undefined
  const form = useForm<MetadataValues>({ resolver: metadataResolver, defaultValues: { records: [] } })
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
        Metadata records{' '}
        <span className="section-title__count">
          {fields.length} / {METADATA_RECORDS_MAX}
        </span>
      </h2>
      <p className="card__lede">
        The criteria a server can require for a linked role, up to {METADATA_RECORDS_MAX}. Integers compare
        numerically, dates by their age in days, switches as on (1) or off (0).
      </p>
      {loaded.phase === 'loading' && (
        <p className="loading" role="status">
          Loading the published records…
        </p>
      )}
      {loaded.phase === 'failed' && <ErrorNotice error={loaded.error} />}
      {publishedCount !== undefined && (
        <Notice tone="success" title="Records published" onDismiss={() => setPublished(undefined)}>
          <p className="notice__text">
            Discord now holds {publishedCount} record{publishedCount === 1 ? '' : 's'}.
          </p>
        </Notice>
      )}
      {restored && (
        <p className="field__hint" role="status">
          Your unsaved edits from before the reload are back; Review and publish sends them, Load current
          discards them.
        </p>
      )}
      <form className="stack" aria-label="Metadata records" noValidate onSubmit={onReview}>
        {fields.length === 0 && loaded.phase === 'ready' && (
          <p className="empty empty--inline">This application has no records yet. Add one to start.</p>
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
              ? `Discord allows at most ${METADATA_RECORDS_MAX} records.`
              : ''}
          </span>
          <Button
            onClick={() => (form.formState.isDirty ? setDiscarding(true) : void reload())}
            disabled={disabled}
          >
            Load current
          </Button>
          <Button onClick={() => append(emptyRecord())} disabled={fields.length >= METADATA_RECORDS_MAX}>
            Add record
          </Button>
          <Button type="submit" tone="primary" disabled={disabled || loaded.phase !== 'ready'}>
            Review and publish
          </Button>
        </div>
      </form>
      {discarding && (
        <ConfirmDialog
          title="Discard your edits?"
          confirmLabel="Load current"
          onConfirm={() => {
            setDiscarding(false)
            discardKept()
            void reload()
          }}
          onClose={() => setDiscarding(false)}
        >
          <p>Loading the records Discord holds now replaces what you changed here.</p>
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
  const publish = useApplicationsStore((state) => state.publish)
  const { busy, error, confirm } = useConfirmed(
    () => publish(props.records),
    (value) => props.onDone(value.records.length),
  )
  return (
    <ConfirmDialog
      title="Publish the metadata records?"
      confirmLabel="Publish"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={props.onClose}
    >
      <p>
        <strong>A PUT replaces the whole set:</strong> Discord will hold exactly these {props.records.length}{' '}
        record{props.records.length === 1 ? '' : 's'}. A record left out is deleted, and roles that use it
        stop working.
      </p>
      {props.changes.length === 0 ? (
        <p>Nothing differs from what Discord holds now.</p>
      ) : (
        <ul className="changes" aria-label="Changes">
          {props.changes.map((change) => (
            <li key={`${change.kind}:${change.key}`} data-change={change.kind}>
              {change.kind === 'added' && (
                <>
                  Adds <code>{change.key}</code>
                </>
              )}
              {change.kind === 'removed' && (
                <>
                  Deletes <code>{change.key}</code>
                </>
              )}
              {change.kind === 'changed' && (
                <>
                  Changes <code>{change.key}</code>: {change.fields.join(', ').replaceAll('_', ' ')}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  )
}
