import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ATTEMPTS_PER_CHAR, MAX_NESTING } from '@renderer/features/preview/markdown/boundedRules'
import { Markdown } from '@renderer/features/preview/markdown/Markdown'
import { parseAttempts, parseUncached } from '@renderer/features/preview/markdown/parseMarkdown'
import { adversarialMarkdown, textLimits } from '../../../../../support/adversarialMarkdown'

// Issue 24, defects 2 and 3: texts that froze the page (4,000 backticks: 30 s) or overflowed the stack
// (`*`×4000 + `a` + `*`×4000) render, at every text's maximum length, with work that grows about linearly.
// No deadline: the growth is a ratio of the CPU time of two runs on the same machine, and the rule
// attempts are counted.

/** Milliseconds of this process's CPU: unlike wall time, it does not count waiting for a shared core. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The quickest of seven parses of each text, the two sizes taking turns so that noise falls on both. */
function quickest(small: string, large: string, context: 'full' | 'header'): [number, number] {
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number]
  for (let run = 0; run < 7; run++) {
    ;[small, large].forEach((text, i) => {
      const started = cpuMs()
      parseUncached(text, context)
      best[i] = Math.min(best[i]!, cpuMs() - started)
    })
  }
  return best
}

/** A generous limit for a whole test of many parses on a loaded machine; no assertion rests on it. */
const SLOW_TEST_MS = 120_000

describe('markdown on adversarial text', () => {
  it(
    'renders every pattern at every text maximum length',
    () => {
      for (const { place, length, context } of textLimits) {
        for (const [name, make] of Object.entries(adversarialMarkdown)) {
          const text = make(length)
          expect(text.length, `${name} at ${place}`).toBeLessThanOrEqual(length)
          const html = renderToStaticMarkup(createElement(Markdown, { text, context }))
          // What was typed stays visible: no pattern turns the text into nothing.
          expect(html.length, `${name} at ${place}`).toBeGreaterThan(0)
        }
      }
    },
    SLOW_TEST_MS,
  )

  it(
    'makes rule attempts linear in the length, within the budget',
    () => {
      for (const [name, make] of Object.entries(adversarialMarkdown)) {
        for (const context of ['full', 'header'] as const) {
          const small = parseAttempts(make(1000), context)
          const large = parseAttempts(make(4000), context)
          expect(large, `${name} (${context})`).toBeLessThanOrEqual(ATTEMPTS_PER_CHAR * 4000 + 4096)
          // Four times the text, at most about four times the attempts.
          expect(large, `${name} (${context}): ${small} → ${large}`).toBeLessThanOrEqual(5 * small + 64)
        }
      }
    },
    SLOW_TEST_MS,
  )

  it(
    'takes about linear time: four times the text costs far less than sixteen times as long',
    () => {
      for (const [name, make] of Object.entries(adversarialMarkdown)) {
        for (const context of ['full', 'header'] as const) {
          // Linear growth is 4×, quadratic 16×, the old parser's cubic 64×. Times under 10 ms are noise,
          // and a machine shared with other work gets three tries: a real blow-up fails all three.
          const tries: string[] = []
          for (let attempt = 0; attempt < 3; attempt++) {
            const [small, large] = quickest(make(1000), make(4000), context)
            if (large < 10 || large / Math.max(small, 1) < 12) break
            tries.push(`${small.toFixed(1)} ms → ${large.toFixed(1)} ms`)
          }
          expect(tries.length, `${name} (${context}): ${tries.join(', ')}`).toBeLessThan(3)
        }
      }
    },
    SLOW_TEST_MS,
  )

  it('shows formatting nested deeper than the bound as typed instead of overflowing', () => {
    const text = adversarialMarkdown.stars!(8001)
    const nodes = parseUncached(text, 'full')
    let depth = 0
    for (let level: { children?: unknown[] }[] = nodes as never; level.length > 0; depth++)
      level = level.flatMap((node) => (node.children ?? []) as { children?: unknown[] }[])
    expect(depth).toBeLessThanOrEqual(MAX_NESTING + 1)
    expect(renderToStaticMarkup(createElement(Markdown, { text, context: 'full' }))).toContain('a')
  })
})
