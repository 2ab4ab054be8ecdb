import type { Browser } from '@playwright/test'
import fc from 'fast-check'
import type { FaultName, Step, StepKind } from './actions'
import { perform } from './actions'
import { checkInvariants } from './invariants'
import type { World } from './world'
import { SAVED, closeWorld, startWorld } from './world'

/**
 * Steps that still run into a defect of issue 19 which another branch is fixing, by the defect's number.
 * They are left out of generated sequences (HERALD_MODEL_ALL=1 puts them back) so that `npm test` stays
 * green meanwhile; the regression tests show each. Empty an entry once its fix is merged.
 */
/**
 * A defect the model test found that issue 19 does not list (described in the branch's report): it has no
 * number yet, so it is named.
 */
export type NewDefect = 'edit goes to the message’s webhook while the card shows another'

export const KNOWN_DEFECTS: Partial<
  Record<StepKind | `fault:${FaultName}`, readonly (number | NewDefect)[]>
> = {}

const includeAll = process.env.HERALD_MODEL_ALL === '1'

function gated(key: StepKind | `fault:${FaultName}`): boolean {
  return !includeAll && (KNOWN_DEFECTS[key]?.length ?? 0) > 0
}

/** The model: what fast-check needs to know between steps. The oracle proper is the world's ledger. */
type Model = { steps: number }

class StepCommand implements fc.AsyncCommand<Model, World> {
  constructor(readonly step: Step) {}
  check(): boolean {
    return true
  }
  async run(model: Model, world: World): Promise<void> {
    model.steps += 1
    const kind = this.step.kind
    if (kind === 'editIt' || kind === 'editFromHistory') world.ledger.imagesTouched = false
    if (['embedImage', 'removeFile', 'undo', 'redo'].includes(kind)) world.ledger.imagesTouched = true
    const done = await perform(world, this.step)
    world.trail.push(`${JSON.stringify(this.step)} → ${done}`)
    await checkInvariants(world)
  }
  toString(): string {
    return JSON.stringify(this.step)
  }
}

const hooks = Object.keys(SAVED) as (keyof typeof SAVED)[]
const hook = fc.constantFrom(...hooks)
const faults = (['500', 'resetAfterUpload', '429', 'unknownMessage10008'] as const).filter(
  (fault) => !gated(`fault:${fault}`),
)

/** Every step the sequences are made of, weighted towards what changes Discord. */
const stepArbitraries: [StepKind, fc.Arbitrary<Step>, number][] = [
  ['type', fc.constant({ kind: 'type' }), 3],
  ['addFile', fc.constant({ kind: 'addFile' }), 2],
  ['removeFile', fc.integer({ min: 1, max: 2 }).map((file) => ({ kind: 'removeFile', file })), 1],
  ['embedImage', fc.integer({ min: 1, max: 2 }).map((file) => ({ kind: 'embedImage', file })), 1],
  ['undo', fc.constant({ kind: 'undo' }), 1],
  ['redo', fc.constant({ kind: 'redo' }), 1],
  ['send', fc.boolean().map((confirmCopy) => ({ kind: 'send', confirmCopy })), 6],
  ['editIt', fc.constant({ kind: 'editIt' }), 1],
  ['editFromHistory', fc.nat(5).map((pick) => ({ kind: 'editFromHistory', pick })), 1],
  ['addTarget', hook.map((h) => ({ kind: 'addTarget', hook: h })), 1],
  ['removeTarget', fc.integer({ min: 1, max: 3 }).map((target) => ({ kind: 'removeTarget', target })), 1],
  ['replaceTarget', hook.map((h) => ({ kind: 'replaceTarget', hook: h })), 1],
  ['pasteUrl', fc.record({ hook, wrongToken: fc.boolean() }).map((r) => ({ kind: 'pasteUrl', ...r })), 1],
  ['reload', fc.constant({ kind: 'reload' }), 1],
  ['reloadMidSend', fc.constant({ kind: 'reloadMidSend' }), 1],
  ['secondPage', fc.constant({ kind: 'secondPage' }), 1],
  ['lockVault', fc.constant({ kind: 'lockVault' }), 1],
  ['jsonView', fc.constant({ kind: 'jsonView' }), 1],
  ['fault', fc.constantFrom(...faults).map((fault) => ({ kind: 'fault', fault })), faults.length ? 3 : 0],
]

const allowed = stepArbitraries.filter(([kind, , weight]) => weight > 0 && !gated(kind))

export function sequences(maxCommands: number): fc.Arbitrary<Iterable<fc.AsyncCommand<Model, World>>> {
  const weighted = allowed.map(([, arbitrary, weight]) => ({
    arbitrary: arbitrary.map((step) => new StepCommand(step)),
    weight,
  }))
  return fc.commands([fc.oneof(...weighted)], { maxCommands, size: 'max' })
}

/** The trail of steps, to read the failure from. */
function withTrail(world: World, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  const wrapped = new Error(`${message}\nafter the steps:\n  ${world.trail.join('\n  ')}`)
  wrapped.cause = error
  return wrapped
}

/** Runs commands on a fresh world (emulator, host, vault, saved webhooks) and closes it after. */
export async function runCommands(
  browser: Browser,
  commands: Iterable<fc.AsyncCommand<Model, World>>,
): Promise<number> {
  const world = await startWorld(browser)
  const model: Model = { steps: 0 }
  try {
    await fc.asyncModelRun(() => ({ model, real: world }), commands)
  } catch (error) {
    throw withTrail(world, error)
  } finally {
    if (process.env.HERALD_MODEL_TRACE === '1') console.log(`sequence:\n  ${world.trail.join('\n  ')}`)
    await closeWorld(world)
  }
  return model.steps
}

/** A kept sequence, replayed step by step as the regression tests do. */
export function replay(browser: Browser, steps: Step[]): Promise<number> {
  return runCommands(
    browser,
    steps.map((step) => new StepCommand(step)),
  )
}
