/** How a counter looks: calm, a warning near the limit, an error over it. */
export type LimitTone = 'ok' | 'near' | 'over'

/** Within this share of the limit a counter warns (1800 of 2000, 230 of 256). */
export const NEAR_SHARE = 0.9

export function limitTone(used: number, limit: number): LimitTone {
  if (used > limit) return 'over'
  if (used >= Math.floor(limit * NEAR_SHARE) && used > 0) return 'near'
  return 'ok'
}

const RANK: Record<LimitTone, number> = { ok: 0, near: 1, over: 2 }

/** The most urgent of several tones (an embed's summary shows its worst counter). */
export function worstTone(tones: readonly LimitTone[]): LimitTone {
  return tones.reduce<LimitTone>((worst, tone) => (RANK[tone] > RANK[worst] ? tone : worst), 'ok')
}
