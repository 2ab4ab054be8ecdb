/** What every benchmark receives from `npm run bench [names…] [--quick]`. */
export type BenchOptions = {
  /** Fewer messages and repetitions, for development; the figures in docs/performance.md are full runs. */
  quick: boolean
}
