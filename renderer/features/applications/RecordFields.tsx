import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { useMemo } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import * as L from '@shared/discord/limits'
import { DISCORD_LOCALES } from '@shared/linkedRoles/locales'
import { RECORD_TYPES, recordTypeInfo } from '@shared/linkedRoles/recordTypes'
import { PSEUDO_LOCALE } from '@shared/i18n'
import { Button } from '../../components/Button'
import { Field, describedBy } from '../../components/Field'
import { useLocaleStore, useT } from '../../i18n/store'
import { Counter } from './Counter'
import type { MetadataValues } from './metadataForm'
import { RECORD_SENTENCES } from './recordSentences'

type Props = {
  index: number
  control: Control<MetadataValues>
  register: UseFormRegister<MetadataValues>
  errors: FieldErrors<MetadataValues>
  onRemove(): void
}

/** One record: type with its sentence, key, name, description (with counters) and its localisations. */
export function RecordFields({ index, control, register, errors, onRemove }: Props) {
  const t = useT()
  const row = useWatch({ control, name: `records.${index}` })
  const e = errors.records?.[index]
  const id = (field: string) => `record-${index}-${field}`
  const info = recordTypeInfo(Number(row?.type))
  const sentence = info && t(RECORD_SENTENCES[info.type])
  return (
    <fieldset className="record">
      <legend className="record__legend">
        {row?.key
          ? t('applications.record.legend.key', { n: index + 1, key: row.key })
          : t('applications.record.legend', { n: index + 1 })}
      </legend>
      <div className="record__grid">
        <div className="record__type">
          <Field
            id={id('type')}
            label={t('applications.credentials.type')}
            hint={sentence}
            error={e?.type?.message}
          >
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
          label={t('applications.record.key')}
          hint={t('applications.record.key.hint')}
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
          label={t('applications.record.name')}
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
            label={t('applications.record.description')}
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
          {t('applications.record.remove', { n: index + 1 })}
        </Button>
      </div>
    </fieldset>
  )
}

/** Discord's locales named in the page's language (the pseudo-locale's as English), by Intl. */
function useLocaleNames(): (readonly [string, string])[] {
  const locale = useLocaleStore((state) => state.formats.locale)
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === PSEUDO_LOCALE ? 'en' : locale], { type: 'language' })
    return DISCORD_LOCALES.map(([code, english]) => [code, names.of(code) ?? english] as const)
  }, [locale])
}

function Localizations({ index, control, register, errors }: Omit<Props, 'onRemove'>) {
  const t = useT()
  const { fields, append, remove } = useFieldArray({ control, name: `records.${index}.localizations` })
  const rows = useWatch({ control, name: `records.${index}.localizations` }) ?? []
  const e = errors.records?.[index]?.localizations
  const locales = useLocaleNames()
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
            aria-label={t('applications.localization.label', { n: j + 1, record: index + 1 })}
          >
            <Field
              id={id('locale')}
              label={t('applications.localization.locale')}
              error={err?.locale?.message}
            >
              <select
                {...register(`records.${index}.localizations.${j}.locale`)}
                {...describedBy(id('locale'), err?.locale?.message, false)}
                className="input"
              >
                <option value="">{t('applications.localization.choose')}</option>
                {locales.map(([code, name]) => (
                  <option key={code} value={code}>
                    {code} · {name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={id('name')}
              label={t('applications.localization.name')}
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
              label={t('applications.localization.description')}
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
                aria-label={t('applications.localization.remove.label', { n: j + 1, record: index + 1 })}
              >
                {t('applications.localization.remove')}
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button tone="ghost" onClick={() => append({ locale: '', name: '', description: '' })}>
          {t('applications.localization.add', { record: index + 1 })}
        </Button>
      </div>
    </div>
  )
}
