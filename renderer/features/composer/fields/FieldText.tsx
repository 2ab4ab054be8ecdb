import { useMemo } from 'react'
import { describedBy } from '@renderer/components/Field'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { problemAt } from '@renderer/store/drafts/measurement'
import type { FieldKey } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { DraftTextarea } from '../DraftTextarea'
import { useFieldMeasured, useFieldValue } from '../embeds/useEmbedData'
import { useSettledProblem } from '../message/useSettledProblem'

type FieldTextProps = { index: number; embed: number; field: number; part: FieldKey }

/** A field's name or value, with its counter and the problem with what is typed in it. */
export function FieldText({ index, embed, field, part }: FieldTextProps) {
  const t = useT()
  const path = `embeds.${embed}.fields.${field}.${part}`
  // Built once, not on every keystroke of the field.
  const accessibleName = useMemo(
    () =>
      t(part === 'name' ? 'composer.field.nameName' : 'composer.field.valueName', {
        embed: embed + 1,
        field: field + 1,
      }),
    [t, part, embed, field],
  )
  const id = controlId(index, path)
  const value = useFieldValue(index, embed, field, part)
  const problemPath = `embeds[${embed}].fields[${field}].${part}`
  const checked = useFieldMeasured(index, embed, field, (measured) => {
    const counter = measured.embeds.items[embed]?.fields[field]?.[part]
    return {
      used: counter?.used ?? 0,
      limit: counter?.limit ?? 0,
      problem: problemAt(measured, problemPath, t),
    }
  })
  // An empty name or value is listed with the message's problems; here only what is typed is judged.
  const settled = useSettledProblem(value, value === '' ? undefined : checked.problem)
  const error = checked.used > checked.limit ? checked.problem : settled
  const control = {
    ...describedBy(id, error, false),
    'aria-label': accessibleName,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      draftActions.setFieldText(index, embed, field, part, event.target.value),
  }
  return (
    <div className={error ? 'field field--invalid field-text' : 'field field-text'}>
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {t(part === 'name' ? 'composer.field.nameLabel' : 'composer.field.valueLabel')}
        </label>
        <LimitCounter used={checked.used} limit={checked.limit} />
      </div>
      {part === 'name' ? (
        <input {...control} className="input" />
      ) : (
        <DraftTextarea {...control} className="input textarea field-text__value" rows={3} />
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
