import { useFormats } from '../../i18n/store'

/** "12 / 100" beside a label; red when over. Counts code points, as Discord does. */
export function Counter({ text, max, id }: { text: string; max: number; id?: string }) {
  const { number } = useFormats()
  const used = [...text].length
  return (
    <span id={id} className={used > max ? 'counter counter--over' : 'counter'} aria-live="off">
      {number(used)} / {number(max)}
    </span>
  )
}
