import fc from 'fast-check'

// Text with an exact number of code points, mixing astral characters (two UTF-16 units each) so a
// UTF-16 count would go wrong. Edges are never whitespace, since Discord trims embed text.
const POOL = ['a', 'é', '😀', '中', '𝔸', '🎉', 'z', ' ', 'ß']

export function textOf(codePoints: number, seed = 0): string {
  let out = ''
  for (let i = 0; i < codePoints; i++) {
    const edge = i === 0 || i === codePoints - 1
    const c = POOL[(i * 7 + seed) % POOL.length]!
    out += edge && c === ' ' ? 'x' : c
  }
  return out
}

/** Arbitrary text of exactly n code points (any Unicode, astral included), trimmed edges. */
export function exactText(n: number): fc.Arbitrary<string> {
  if (n === 0) return fc.constant('')
  const edge = fc.constantFrom('a', '😀', '中', '𝔸')
  const middle = fc.string({ unit: 'binary', minLength: Math.max(0, n - 2), maxLength: Math.max(0, n - 2) })
  return n === 1 ? edge : fc.tuple(edge, middle, edge).map(([a, b, c]) => a + b + c)
}

/** Arbitrary metadata key of exactly n characters from a-z, 0-9 and _. */
export function exactKey(n: number): fc.Arbitrary<string> {
  const unit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_'.split(''))
  return fc.string({ unit, minLength: n, maxLength: n })
}

type Slot = {
  embed: number
  field?: number
  part: 'title' | 'description' | 'author' | 'footer' | 'name' | 'value'
}
const CAPS = { title: 256, description: 4096, author: 256, footer: 2048, name: 256, value: 1024 } as const

/**
 * Embeds whose counted text adds up to exactly `total`, spread at random over titles, descriptions,
 * author names, footers and field names and values of 1–10 embeds, each part within its own limit.
 */
export function embedsWithTotal(total: number): fc.Arbitrary<unknown[]> {
  return fc
    .record({
      fields: fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1, maxLength: 10 }),
      weights: fc.array(fc.nat(100), { minLength: 300, maxLength: 300 }),
    })
    .map(({ fields, weights }) => {
      const slots: Slot[] = []
      fields.forEach((n, embed) => {
        for (const part of ['title', 'description', 'author', 'footer'] as const) slots.push({ embed, part })
        for (let field = 0; field < n; field++) {
          slots.push({ embed, field, part: 'name' }, { embed, field, part: 'value' })
        }
      })
      // Minimums: every field part needs 1 character, every embed a 1-character description.
      const sizes: number[] = slots.map((s) =>
        s.part === 'name' || s.part === 'value' || s.part === 'description' ? 1 : 0,
      )
      let left = total - sizes.reduce((a: number, b: number) => a + b, 0)
      const weightSum = slots.reduce((sum, _s, i) => sum + (weights[i % weights.length] ?? 0), 0) || 1
      const share = left
      slots.forEach((s, i) => {
        const add = Math.min(
          CAPS[s.part] - sizes[i]!,
          Math.floor((share * (weights[i % weights.length] ?? 0)) / weightSum),
          left,
        )
        sizes[i]! += add
        left -= add
      })
      slots.forEach((s, i) => {
        const add = Math.min(CAPS[s.part] - sizes[i]!, left)
        sizes[i]! += add
        left -= add
      })
      if (left !== 0) throw new Error('capacity too small')
      const embeds: Record<string, unknown>[] = fields.map((n) => ({
        fields: Array.from({ length: n }, () => ({}) as Record<string, string>),
      }))
      slots.forEach((s, i) => {
        const size = sizes[i]!
        const e = embeds[s.embed]!
        const text = textOf(size, i)
        if (s.part === 'name' || s.part === 'value')
          (e.fields as Record<string, string>[])[s.field!]![s.part] = text
        else if (size > 0 && s.part === 'author') e.author = { name: text }
        else if (size > 0 && s.part === 'footer') e.footer = { text }
        else if (size > 0) e[s.part] = text
      })
      return embeds
    })
}
