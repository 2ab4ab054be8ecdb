import { countCodePoints } from '@shared/discord/text'
import { describedBy } from '@renderer/components/Field'
import { LimitCounter } from '@renderer/components/LimitCounter'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { limitTone } from '@renderer/util/limitTone'
import { useSettledProblem } from '../message/useSettledProblem'
import { idOf, pathText } from './names'
import { problemIn, useMeasured, useText } from './useBody'
import { useT } from '@renderer/i18n/store'

type BodyTextFieldProps = {
  index: number
  /** Where the text is in the body: ['components', 0, 'content']. */
  path: BodyPath
  /** The visible label ("Text"); the accessible name is `name` ("Section 3 text 1"). */
  label: string
  name: string
  /** Shows a counter against this many characters. */
  max?: number
  multiline?: boolean
  url?: boolean
  /** Emptied, the key is removed (an optional part); otherwise it stays as typed, even empty. */
  optional?: boolean
  placeholder?: string
}

/** One text inside a component, bound to the draft, with its counter and the problem measure() finds. */
export function BodyTextField(props: BodyTextFieldProps) {
  const { index, path, label, name, max, multiline, url, optional, placeholder } = props
  const id = idOf(index, path)
  const value = useText(index, path)
  const t = useT()
  const { problem } = useMeasured(index, (measured) => ({ problem: problemIn(measured, pathText(path), t) }))
  const used = countCodePoints(value)
  const over = max !== undefined && limitTone(used, max) === 'over'
  const settled = useSettledProblem(value, value === '' && optional ? undefined : problem)
  const error = over ? problem : settled
  const control = {
    ...describedBy(id, error, false),
    'aria-label': name,
    className: multiline ? 'input textarea component-text__area' : 'input',
    value,
    placeholder,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value
      draftActions.setBodyValue(index, path, optional && text === '' ? undefined : text)
    },
  }
  return (
    <div className={error ? 'field field--invalid component-text' : 'field component-text'}>
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {max !== undefined && <LimitCounter used={used} limit={max} />}
      </div>
      {multiline ? <textarea {...control} /> : <input {...control} type={url ? 'url' : 'text'} />}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
