import { useMemo } from 'react'
import type { Measurement } from '@shared/discord'
import { Field } from '@renderer/components/Field'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { problemAt } from '@renderer/store/drafts/measurement'
import type { EmbedTextPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { limitTone } from '@renderer/util/limitTone'
import { useSettledProblem } from '../message/useSettledProblem'
import { controlId } from '../controlId'
import { DraftTextarea } from '../DraftTextarea'
import { useEmbedMeasured, useEmbedText } from './useEmbedData'

/** Which of an embed's counters a text has. */
export type EmbedCounterKey = 'title' | 'description' | 'authorName' | 'footerText'

type EmbedTextFieldProps = {
  index: number
  embed: number
  path: EmbedTextPath
  /** The visible label ("Title"); the accessible name is "Embed N <name>", name already translated. */
  label: string
  name: string
  counter?: EmbedCounterKey
  multiline?: boolean
  url?: boolean
  placeholder?: string
  hint?: string
}

/** One text of an embed, bound to the draft, with its counter and the problem `measure` finds in it. */
export function EmbedTextField(props: EmbedTextFieldProps) {
  const { index, embed, path, label, name, counter, multiline, url, placeholder, hint } = props
  const t = useT()
  const id = controlId(index, `embeds.${embed}.${path}`)
  // Built once, not on every keystroke of the field.
  const accessibleName = useMemo(
    () => t('composer.embed.control', { n: embed + 1, part: name }),
    [t, embed, name],
  )
  const value = useEmbedText(index, embed, path)
  const problemPath = `embeds[${embed}].${path}`
  const checked = useEmbedMeasured(index, embed, (measured: Measurement) => ({
    used: counter ? (measured.embeds.items[embed]?.[counter].used ?? 0) : 0,
    limit: counter ? (measured.embeds.items[embed]?.[counter].limit ?? 0) : 0,
    problem: problemAt(measured, problemPath, t),
  }))
  const over = counter !== undefined && limitTone(checked.used, checked.limit) === 'over'
  const settled = useSettledProblem(value, value === '' ? undefined : checked.problem)
  const error = over ? checked.problem : settled
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      className="embed-text"
      aside={counter && <LimitCounter used={checked.used} limit={checked.limit} />}
    >
      {(described) => {
        const control = {
          ...described,
          'aria-label': accessibleName,
          className: multiline ? 'input textarea embed-text__area' : 'input',
          value,
          placeholder,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            draftActions.setEmbedText(index, embed, path, event.target.value),
        }
        return multiline ? <DraftTextarea {...control} /> : <input {...control} type={url ? 'url' : 'text'} />
      }}
    </Field>
  )
}
