import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countEmbedText, trimDiscord } from '@shared/discord'

// Python's str.isspace() set, written out as the regex the trim used to be: the reference semantics.
const SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const reference = (text: string) => text.replace(new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, 'g'), '')
const spaces = [
  ...'\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000',
]
// Look like spaces but are not in Python's set: they must stay.
const notSpaces = ['\u200b', '\u180e', '\ufeff', '\x00', '\x08', '\x0e', '\x1b', '\x84', '\x86', '\u200c']

describe('trimDiscord', () => {
  it('strips every character of Python isspace() at both ends and nothing else', () => {
    for (const s of spaces) expect(trimDiscord(`${s}${s}a${s}b${s}`)).toBe(`a${s}b`)
    for (const c of notSpaces) expect(trimDiscord(` ${c} `)).toBe(c)
  })

  it('handles the edges: empty, all whitespace, one character, surrogate pairs', () => {
    expect(trimDiscord('')).toBe('')
    expect(trimDiscord(' \u3000\n')).toBe('')
    expect(trimDiscord('x')).toBe('x')
    expect(trimDiscord(' 😀 ')).toBe('😀')
    expect(countEmbedText('  😀\u2003😀  ')).toBe(3)
  })

  it('agrees with the reference on any mix of whitespace, look-alikes and text', () => {
    const char = fc.constantFrom(...spaces, ...notSpaces, 'a', 'é', '😀', '\ud800')
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const text = chars.join('')
        expect(trimDiscord(text)).toBe(reference(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('is linear: 8 times the inner whitespace costs far less than 64 times (quadratic)', () => {
    // Deterministic in outcome: each size is timed over enough repetitions to take milliseconds, the
    // best of several rounds is kept, and the large size stops as soon as it passes the bound, so a
    // quadratic trim fails in about a second instead of running for minutes.
    const text = (n: number) => `a${' '.repeat(n)}a`
    const small = text(2_000)
    const large = text(16_000)
    let reps = 1
    while (timed(() => trimDiscord(small), reps, Infinity) < 5) reps *= 2
    const best = (input: string, limit: number) =>
      Math.min(...Array.from({ length: 5 }, () => timed(() => trimDiscord(input), reps, limit)))
    const smallMs = best(small, Infinity)
    // Linear is 8 ×; quadratic is 64 ×. 24 leaves room for noise and cache effects.
    const bound = smallMs * 24
    expect(best(large, bound)).toBeLessThan(bound)
  })
})

/** Milliseconds for reps calls; stops early once past limit (returns what it has, already too much). */
function timed(fn: () => unknown, reps: number, limit: number): number {
  const start = performance.now()
  for (let i = 0; i < reps; i++) {
    fn()
    if (performance.now() - start > limit) break
  }
  return performance.now() - start
}
