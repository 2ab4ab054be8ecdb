/** "12 / 100" beside a label; red when over. Counts code points, as Discord does. */
export function Counter({ text, max, id }: { text: string; max: number; id?: string }) {
  const used = [...text].length
  return (
    <span id={id} className={used > max ? 'counter counter--over' : 'counter'} aria-live="off">
      {used} / {max}
    </span>
  )
}
