import { recordTypeInfo } from './recordTypes'

/** Whether a stored value meets a server's requirement, and why, as Discord evaluates it. */
export type CriterionResult = { passes: boolean; reason: string }

const DAY_MS = 86_400_000

/**
 * `required` is what a server admin enters for the role: a number, a number of days for datetimes, and
 * 1 for booleans. Integers compare numerically; datetimes as whole days since the date; booleans count
 * as true only when stored as "1" (discord-wire §13.1).
 */
export function evaluateCriterion(
  type: number,
  stored: string | undefined,
  required: number,
  now: number,
): CriterionResult {
  const info = recordTypeInfo(type)
  if (!info) return { passes: false, reason: `Type ${type} is not a comparison type.` }
  if (stored === undefined) return { passes: false, reason: 'The connection has no value for this record.' }
  if (info.kind === 'boolean') {
    const on = stored === '1'
    const said = on ? 'stored as 1 (on)' : `stored as "${stored}", which counts as off`
    return type === 7
      ? { passes: on, reason: `The switch is ${said}; the role needs it on.` }
      : { passes: !on, reason: `The switch is ${said}; the role needs it off.` }
  }
  if (info.kind === 'datetime') {
    const time = Date.parse(stored)
    if (Number.isNaN(time)) return { passes: false, reason: `"${stored}" is not a date.` }
    const age = Math.floor((now - time) / DAY_MS)
    const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`
    return type === 5
      ? {
          passes: age <= required,
          reason: `The date is ${days(age)} ago; the role needs at most ${days(required)}.`,
        }
      : {
          passes: age >= required,
          reason: `The date is ${days(age)} ago; the role needs at least ${days(required)}.`,
        }
  }
  if (!/^-?\d+$/.test(stored)) return { passes: false, reason: `"${stored}" is not a whole number.` }
  const value = Number(stored)
  const [passes, relation] =
    type === 1
      ? [value <= required, 'at most']
      : type === 2
        ? [value >= required, 'at least']
        : type === 3
          ? [value === required, 'exactly']
          : [value !== required, 'anything but']
  return { passes, reason: `The value is ${value}; the role needs ${relation} ${required}.` }
}
