/**
 * validate: the editor's counters (`measure`, on every keystroke) and the check before a send
 * (`validateMessage`) on the largest valid message, on one that breaks every limit, and on adversarial
 * text (long whitespace runs, which trimming used to make quadratic, and thousands of astral code points).
 * Linearity: the time for 8 × the text over the time for 1 × (8 is linear, 64 quadratic).
 */
import { measure, validateMessage } from '@shared/discord'
import { assertValid, largestValidMessage } from './fixtures'
import { time } from './stats'
import type { BenchOptions } from './options'

export async function benchValidate(options: BenchOptions) {
  const runs = options.quick ? 200 : 2000
  const valid = largestValidMessage()
  const invalid = maximallyInvalidMessage()
  const spaces = whitespaceMessage(4000)
  const astral = { content: '😀'.repeat(2000), embeds: [{ description: '👍🏽'.repeat(2000) }] }
  // The editor checks on every keystroke, so the steady state is the one that matters: the first calls
  // run before the JIT has compiled the validators and would otherwise be the quick run's whole p95.
  for (let i = 0; i < 100; i++) {
    measure(valid)
    validateMessage(valid)
  }
  return {
    target: 'validateMessage p95 under 0.5 ms on the largest valid message; linear in input size',
    largestValid: {
      measure: await time(runs, () => measure(valid)),
      validate: await time(runs, () => validateMessage(valid)),
    },
    maximallyInvalid: {
      problems: validateMessage(invalid).ok ? 0 : measure(invalid).problems.length,
      measure: await time(runs / 4, () => measure(invalid)),
      validate: await time(runs / 4, () => validateMessage(invalid)),
    },
    whitespaceRuns: { measure: await time(runs / 4, () => measure(spaces)) },
    astralCodePoints: { measure: await time(runs / 4, () => measure(astral)) },
    linearity: {
      whitespace: await ratio((n) => whitespaceMessage(n), 500),
      codePoints: await ratio((n) => ({ embeds: [{ description: '😀'.repeat(n) }] }), 250),
    },
  }
}

/** Ten embeds whose descriptions are 'a', n spaces and 'a': the trimmed text is n + 2 characters. */
function whitespaceMessage(n: number) {
  const description = `a${' '.repeat(n)}a`
  return { embeds: Array.from({ length: 10 }, () => ({ description })) }
}

/** Every limit exceeded at once: the validator must report all of it without slowing down. */
function maximallyInvalidMessage() {
  const field = { name: 'n'.repeat(300), value: 'v'.repeat(1100) }
  const embed = {
    title: 't'.repeat(300),
    description: 'd'.repeat(5000),
    url: 'not a url',
    author: { name: 'a'.repeat(300) },
    footer: { text: 'f'.repeat(2100) },
    fields: Array.from({ length: 30 }, () => field),
  }
  const message = {
    content: 'c'.repeat(2100),
    username: 'u'.repeat(100),
    embeds: Array.from({ length: 12 }, () => embed),
  }
  if (validateMessage(message).ok) throw new Error('The maximally invalid fixture passed validation.')
  return message
}

async function ratio(make: (n: number) => unknown, n: number) {
  const small = make(n)
  const large = make(8 * n)
  assertValid(small, 'linearity (small)')
  const best = async (message: unknown) => (await time(200, () => measure(message))).p50Ms
  const smallMs = await best(small)
  const largeMs = await best(large)
  return { n, smallP50Ms: smallMs, largeP50Ms: largeMs, ratio8x: Math.round((largeMs / smallMs) * 10) / 10 }
}
