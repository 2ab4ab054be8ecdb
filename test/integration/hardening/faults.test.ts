import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import type { FaultSpec } from '../../emulator/types'
import type { Outcome } from './faultWorld'
import { faultLog, fillableDisk, outcomeOf, startFaultServices } from './faultWorld'
import { secretForms } from '../../support/secretScan'
import { counts, tally, timeoutFor } from './tally'

// Send, edit and delete through the services while the emulator misbehaves in every way the wire allows.
// Each operation must end done, failed with a reason, or unknown with where to look, and that answer must
// match what the emulator holds: no message posted twice, none silently dropped, the draft untouched.

type Op = 'send' | 'edit' | 'delete'
type Fault = Omit<FaultSpec, 'path' | 'method'>
type Draft = { id: string; messages: { data: Record<string, unknown> }[] }
type Message = { id: string; content?: string }

const OPS: Op[] = ['send', 'edit', 'delete']
const MESSAGE_PATH = '/webhooks/:id/:token/messages/:mid'
const ROUTES: Record<Op, { method: string; path: string }> = {
  send: { method: 'POST', path: '/webhooks/:id/:token' },
  edit: { method: 'PATCH', path: MESSAGE_PATH },
  delete: { method: 'DELETE', path: MESSAGE_PATH },
}
const storm = { kind: 'rateLimit', retryAfter: 0.05, count: 3 } as const
/** The fault table; `deletedMidQueue` is played by the test itself (the webhook goes while ops wait). */
const FAULTS: Record<string, Fault | 'deletedMidQueue'> = {
  'status 500': { kind: 'status', status: 500 },
  'status 502': { kind: 'status', status: 502 },
  'status 503': { kind: 'status', status: 503 },
  'status 500 every time': { kind: 'status', status: 500, count: 10 },
  'reset before the body': { kind: 'resetBeforeBody' },
  'reset after the body': { kind: 'resetAfterBody' },
  'hang past the idle timeout': { kind: 'hang' },
  'malformed JSON': { kind: 'malformedJson' },
  'slow answer': { kind: 'delay', delayMs: 150 },
  '429 storm per webhook': { ...storm, scope: 'user' },
  '429 storm global': { ...storm, scope: 'global', global: true },
  '429 storm per channel': { ...storm, scope: 'shared', code: 20028 },
  '429 asking for an hour': { kind: 'rateLimit', retryAfter: 3600, scope: 'user' },
  'webhook deleted mid-queue': 'deletedMidQueue',
}

let emu: Emulator
let world: Awaited<ReturnType<typeof startFaultServices>>
const disk = fillableDisk()
let survived = 0
/** Every webhook token the cases used, to look for in the log afterwards. */
const tokens: string[] = []

beforeAll(async () => {
  emu = await startEmulator({ rateModel: { enabled: false } })
  world = await startFaultServices(emu, disk.backing)
})

afterAll(async () => {
  await world?.close()
  await emu?.close()
  tally('faultsSurvived', survived)
})

/** A fresh webhook per case, so one case's invalid mark or deletion never leaks into the next. */
async function freshTarget(tag: string) {
  const hook = emu.control.createWebhook({ channelId: emu.demo.channels.general, name: tag.slice(0, 80) })
  tokens.push(hook.token)
  await world.value('webhooks.add', { url: hook.url })
  return { hook, target: { kind: 'saved', webhookId: hook.id } }
}

const messagesOf = (webhookId: string) => emu.control.messages({ webhookId }) as unknown as Message[]

async function sendOk(target: unknown, content: string): Promise<string> {
  const { message } = await world.value<{ message: { id: string } }>('message.send', {
    target,
    message: { content },
  })
  return message.id
}

/** One operation of kind `op` on a message (send makes a new one), as the page would ask for it. */
function operate(op: Op, target: unknown, messageId: string, content: string) {
  if (op === 'send') return world.dispatch('message.send', { target, message: { content } })
  if (op === 'edit') return world.dispatch('message.edit', { target, messageId, message: { content } })
  return world.dispatch('message.delete', { target, messageId })
}

/** Whether the emulator's state matches what the user was told. */
function verify(
  op: Op,
  outcome: Outcome,
  webhookId: string,
  messageId: string,
  before: string,
  after: string,
) {
  const messages = messagesOf(webhookId)
  if (op === 'send') {
    const posted = messages.filter((m) => m.content === after).length
    if (posted > 1) return `posted ${posted} times`
    if (outcome === 'done' && posted === 0) return 'reported done but nothing was posted'
    if (outcome === 'failed' && posted === 1) return 'reported failed but the message was posted'
    return undefined
  }
  const message = messages.find((m) => m.id === messageId)
  if (op === 'edit') {
    if (!message) return 'the edited message disappeared'
    if (outcome === 'done' && message.content !== after) return 'reported done but not edited'
    if (outcome === 'failed' && message.content !== before) return 'reported failed but the message changed'
    return undefined
  }
  if (outcome === 'done' && message) return 'reported deleted but the message is still there'
  if (outcome === 'failed' && !message) return 'reported failed but the message was deleted'
  return undefined
}

/** Plays one fault against one kind of operation; returns what went wrong (nothing, when it survived). */
async function playCase(
  name: string,
  fault: Fault | 'deletedMidQueue',
  op: Op,
  round: number,
): Promise<string[]> {
  const tag = `${name} / ${op} / ${round}`
  const { hook, target } = await freshTarget(tag)
  const before = `${tag}: before`
  const after = [`${tag}: after`, `${tag}: after, queued second`]
  const { draft } = await world.value<{ draft: Draft }>('drafts.create', { name: tag.slice(0, 60) })
  const saved = { ...draft, messages: [{ ...draft.messages[0], data: { content: after[0] } }] }
  await world.value('drafts.save', { draft: saved })
  const ids = op === 'send' ? ['', ''] : [await sendOk(target, before), await sendOk(target, before)]

  let answers
  if (fault === 'deletedMidQueue') {
    // The first operation is held at the emulator; the second waits behind it in the webhook's queue.
    emu.control.injectFault({ kind: 'delay', delayMs: 200, ...ROUTES[op] })
    const pending = [0, 1].map((i) => operate(op, target, ids[i] ?? '', after[i] ?? ''))
    await new Promise((resolve) => setTimeout(resolve, 60))
    await fetch(hook.url, { method: 'DELETE' })
    answers = await Promise.all(pending)
  } else {
    emu.control.injectFault({ ...fault, ...ROUTES[op] })
    answers = [await operate(op, target, ids[0] ?? '', after[0] ?? '')]
  }
  emu.control.clearFaults()

  const problems: string[] = []
  for (const [i, answer] of answers.entries()) {
    const judged = outcomeOf(answer)
    if ('violation' in judged) {
      problems.push(`${tag}: ${judged.violation}`)
      continue
    }
    const wrong = verify(op, judged.outcome, hook.id, ids[i] ?? '', before, after[i] ?? '')
    if (wrong) problems.push(`${tag}: ${wrong} (${answer.ok ? 'ok' : answer.error.message})`)
    if (op === 'send' && judged.outcome === 'done') {
      const { total } = await world.value<{ total: number }>('history.list', { query: after[i] })
      if (total !== 1) problems.push(`${tag}: sent but History has ${total} entries`)
    }
  }
  const { draft: kept } = await world.value<{ draft: Draft }>('drafts.get', { id: draft.id })
  if (JSON.stringify(kept.messages) !== JSON.stringify(saved.messages))
    problems.push(`${tag}: the draft changed`)
  return problems
}

describe('send, edit and delete under injected faults', () => {
  it(
    'ends every operation done, failed with a reason, or unknown with where to look, and never posts twice',
    async () => {
      const problems: string[] = []
      for (let round = 0; round < counts.faultRounds; round++) {
        for (const [name, fault] of Object.entries(FAULTS)) {
          for (const op of OPS) {
            const found = await playCase(name, fault, op, round)
            problems.push(...found)
            if (!found.length) survived++
          }
        }
      }
      console.log(
        `faults: ${survived} of ${counts.faultRounds * Object.keys(FAULTS).length * OPS.length} survived`,
      )
      const needles = tokens.flatMap(secretForms)
      const leaky = faultLog.filter((r) => needles.some((n) => `${r.message} ${r.detail ?? ''}`.includes(n)))
      tally('secretsFound', leaky.length)
      expect(leaky).toEqual([])
      expect(faultLog.length).toBeGreaterThan(0)
      expect(problems).toEqual([])
    },
    timeoutFor(counts.faultRounds, 120_000),
  )
})

describe('a full disk while saving a draft', () => {
  it('refuses the save with a message that says so, and keeps the last saved draft whole', async () => {
    const { draft } = await world.value<{ draft: Draft }>('drafts.create', { name: 'Disk full' })
    const good = {
      ...draft,
      messages: [{ ...draft.messages[0], data: { content: 'Saved while space was left' } }],
    }
    await world.value('drafts.save', { draft: good })
    const typed = {
      ...good,
      messages: [{ ...good.messages[0], data: { content: 'Typed when the disk was full' } }],
    }

    disk.disk.full = true
    const refused = await world.dispatch('drafts.save', { draft: typed })
    disk.disk.full = false

    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error.message).toMatch(/draft was not saved: the disk is full/)
    const { draft: kept } = await world.value<{ draft: Draft }>('drafts.get', { id: draft.id })
    expect(kept.messages).toEqual(good.messages)
    // Space is back: the same save goes through, nothing was lost on either side.
    await world.value('drafts.save', { draft: typed })
    const { draft: saved } = await world.value<{ draft: Draft }>('drafts.get', { id: draft.id })
    expect(saved.messages).toEqual(typed.messages)
    survived++
  })
})
