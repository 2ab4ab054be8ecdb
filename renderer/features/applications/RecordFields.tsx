import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { useFieldArray, useWatch } from 'react-hook-form'
import * as L from '@shared/discord/limits'
import { DISCORD_LOCALES } from '@shared/linkedRoles/locales'
import { RECORD_TYPES, recordTypeInfo } from '@shared/linkedRoles/recordTypes'
import { Button } from '../../components/Button'
import { Field, describedBy } from '../../components/Field'
import { Counter } from './Counter'
import type { MetadataValues } from './metadataForm'

type Props = {
  index: number
  control: Control<MetadataValues>
  register: UseFormRegister<MetadataValues>
  errors: FieldErrors<MetadataValues>
  onRemove(): void
}

/** One record: type with its sentence, key, name, description (with counters) and its localisations. */
export function RecordFields({ index, control, register, errors, onRemove }: Props) {
  const row = useWatch({ control, name: `records.${index}` })
  const e = errors.records?.[index]
  const id = (field: string) => `record-${index}-${field}`
  const sentence = recordTypeInfo(Number(row?.type))?.sentence
  return (
    <fieldset className="record">
      <legend className="record__legend">
        Record {index + 1}
        {row?.key ? `: ${row.key}` : ''}
      </legend>
      <div className="record__grid">
        <div className="record__type">
          <Field id={id('type')} label="Type" hint={sentence} error={e?.type?.message}>
            <select
              {...register(`records.${index}.type`)}
              {...describedBy(id('type'), e?.type?.message, true)}
              className="input"
            >
              {RECORD_TYPES.map((t) => (
                <option key={t.type} value={String(t.type)}>
                  {t.type} · {t.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          id={id('key')}
          label="Key"
          hint="a-z, 0-9 and _; unique. Your connection values use it."
          error={e?.key?.message}
          aside={<Counter text={row?.key ?? ''} max={L.METADATA_KEY_MAX} />}
        >
          <input
            {...register(`records.${index}.key`)}
            {...describedBy(id('key'), e?.key?.message, true)}
            className="input input--mono"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field
          id={id('name')}
          label="Name"
          error={e?.name?.message}
          aside={<Counter text={row?.name ?? ''} max={L.METADATA_NAME_MAX} />}
        >
          <input
            {...register(`records.${index}.name`)}
            {...describedBy(id('name'), e?.name?.message, false)}
            className="input"
          />
        </Field>
        <div className="record__wide">
          <Field
            id={id('description')}
            label="Description"
            error={e?.description?.message}
            aside={<Counter text={row?.description ?? ''} max={L.METADATA_DESCRIPTION_MAX} />}
          >
            <input
              {...register(`records.${index}.description`)}
              {...describedBy(id('description'), e?.description?.message, false)}
              className="input"
            />
          </Field>
        </div>
      </div>
      <Localizations index={index} control={control} register={register} errors={errors} />
      <div className="button-row">
        <Button tone="ghost" onClick={onRemove}>
          Remove record {index + 1}
        </Button>
      </div>
    </fieldset>
  )
}

function Localizations({ index, control, register, errors }: Omit<Props, 'onRemove'>) {
  const { fields, append, remove } = useFieldArray({ control, name: `records.${index}.localizations` })
  const rows = useWatch({ control, name: `records.${index}.localizations` }) ?? []
  const e = errors.records?.[index]?.localizations
  return (
    <div className="stack">
      {fields.map((field, j) => {
        const id = (name: string) => `record-${index}-l${j}-${name}`
        const err = e?.[j]
        return (
          <div
            key={field.id}
            className="localization"
            role="group"
            aria-label={`Localisation ${j + 1} of record ${index + 1}`}
          >
            <Field id={id('locale')} label="Locale" error={err?.locale?.message}>
              <select
                {...register(`records.${index}.localizations.${j}.locale`)}
                {...describedBy(id('locale'), err?.locale?.message, false)}
                className="input"
              >
                <option value="">Choose…</option>
                {DISCORD_LOCALES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {code} · {name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={id('name')}
              label="Localised name"
              error={err?.name?.message}
              aside={<Counter text={rows[j]?.name ?? ''} max={L.METADATA_NAME_MAX} />}
            >
              <input
                {...register(`records.${index}.localizations.${j}.name`)}
                {...describedBy(id('name'), err?.name?.message, false)}
                className="input"
              />
            </Field>
            <Field
              id={id('description')}
              label="Localised description"
              error={err?.description?.message}
              aside={<Counter text={rows[j]?.description ?? ''} max={L.METADATA_DESCRIPTION_MAX} />}
            >
              <input
                {...register(`records.${index}.localizations.${j}.description`)}
                {...describedBy(id('description'), err?.description?.message, false)}
                className="input"
              />
            </Field>
            <div className="form-grid__button">
              <Button
                tone="ghost"
                onClick={() => remove(j)}
                aria-label={`Remove localisation ${j + 1} of record ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button tone="ghost" onClick={() => append({ locale: '', name: '', description: '' })}>
          Add a localisation to record {index + 1}
        </Button>
      </div>
    </div>
  )
}
