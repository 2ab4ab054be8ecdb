/** Timing helpers shared by the benchmarks: run a function many times and summarise the samples. */
export type Summary = { runs: number; meanMs: number; p50Ms: number; p95Ms: number; maxMs: number }

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const round = (n: number) => Math.round(n * 1000) / 1000
  const mean = sorted.reduce((sum, n) => sum + n, 0) / Math.max(1, sorted.length)
  return {
    runs: sorted.length,
    meanMs: round(mean),
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  }
}

export async function time(runs: number, fn: () => unknown): Promise<Summary> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  return summarise(samples)
}
