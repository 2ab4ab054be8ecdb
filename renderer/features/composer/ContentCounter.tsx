import type { Control } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import type { ComposerValues } from './composerSchema'
import { CONTENT_MAX, countCharacters } from './composerSchema'

/** Its own component so typing re-renders the counter, not the whole form. */
export function ContentCounter({ control }: { control: Control<ComposerValues> }) {
  const content = useWatch({ control, name: 'content' }) ?? ''
  const used = countCharacters(content)
  const over = used > CONTENT_MAX
  return (
    <span className={over ? 'counter counter--over' : 'counter'} aria-live={over ? 'polite' : 'off'}>
      {used} / {CONTENT_MAX}
    </span>
  )
}
