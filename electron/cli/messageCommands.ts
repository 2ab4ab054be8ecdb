import { parseArgs } from 'node:util'
import { findProblems } from '@shared/discord/measure'
import { sendMethods } from '@shared/rpc/areas/send'
import type { MethodArgs, MethodInput } from '@shared/rpc/contract'
import { RpcError, issuesFromZod, said } from '@shared/rpc/errors'
import type { UploadFile } from '@services/discord'
import type { ImportedMessage } from '@shared/interop'
import { carriesSeveralMessages } from '@shared/interop/shape'
import { isLink } from './links'
import type { CliIo } from './io'
import { readMessage, usageError } from './io'
import { EXIT } from './output'
import { sayer } from './say'
import { webhookOptions, webhookUrl } from './secretInput'
import { args, json, parse } from './cliArgs'
import type { Command, Signal } from './commandType'
import type { CliServices } from './services'
import { historyOption, postedNote, recordsHistory, sendResult } from './historyOption'

const common = {
  ...webhookOptions,
  'thread-id': { type: 'string' },
  file: { type: 'string', multiple: true },
  message: { type: 'string' },
  ...historyOption,
} as const

function required(value: string | undefined, flag: string): string {
  if (!value) throw usageError(said('cli.giveFlag', `Give ${flag}.`, { flag }))
  return value
}

type SendMethod = keyof typeof sendMethods

/**
 * Applies the contract's input schema, as the page's calls are checked, so bad ids fail the same way.
 * Only the send area's schemas: the rest of the contract is not loaded for a send.
 */
function input<M extends SendMethod>(method: M, value: MethodInput<M>): MethodArgs<M> {
  const parsed = sendMethods[method].input.safeParse(value)
  if (!parsed.success) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('cli.argumentInvalid', 'An argument is not valid.'),
      issues: issuesFromZod(parsed.error),
    })
  }
  return parsed.data as MethodArgs<M>
}

function withOverrides(message: unknown, username?: string, avatarUrl?: string): unknown {
  if (username === undefined && avatarUrl === undefined) return message
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return message
  const out: Record<string, unknown> = { ...message }
  if (username !== undefined) out.username = username
  if (avatarUrl !== undefined) out.avatar_url = avatarUrl
  return out
}

/**
 * --file paths go straight to the engine: the user named them on their own command line. The page's
 * RPC never carries a path (its files are staged handles), so this is the only way a path gets in.
 */
function localFiles(paths: string[] | undefined): UploadFile[] {
  return (paths ?? []).map((path) => ({ path }))
}

export const send: Command = async (argv, io, services, signal) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      ...args(argv),
      options: {
        ...common,
        wait: { type: 'boolean' },
        'thread-name': { type: 'string' },
        username: { type: 'string' },
        'avatar-url': { type: 'string' },
      },
    }),
  )
  const source = positionals[0]
  const recording = recordsHistory(values, services)
  const url = await webhookUrl(values, io, () => services().config, source === '-')
  const raw = isLink(source) ? null : await readMessage(source, io)
  // The importers load only for a link or a file of several messages, not for a bare message body.
  const several =
    raw === null || carriesSeveralMessages(raw)
      ? await (
          await import('./discohookSend')
        ).discohookMessages(raw === null ? (source ?? '') : JSON.stringify(raw), io, raw === null)
      : null
  if (several) return sendSeveral(several, { url, values, io, services, signal, recording })
  const message = withOverrides(raw, values.username, values['avatar-url'])
  const checked = input('message.send', {
    target: { kind: 'url', url },
    message,
    threadId: values['thread-id'],
    threadName: values['thread-name'],
    wait: (values.wait ?? false) || recording,
    operationId: signal.operationId,
  })
  const say = await sayer(io.env) // before the request: its rate-limit waits are said in the language
  const result = await services().handlers.engine.send({ ...checked, files: localFiles(values.file) })
  io.stderr(postedNote('posted', result, services().history.link, say))
  io.stdout(json(sendResult(values.wait, result)))
  return EXIT.ok
}

type SendValues = {
  'thread-id'?: string
  'thread-name'?: string
  username?: string
  'avatar-url'?: string
  wait?: boolean
  file?: string[]
}

/** Each message of a Discohook file in order: an edit where it names one, else a new message. */
async function sendSeveral(
  messages: ImportedMessage[],
  ctx: {
    url: string
    values: SendValues
    io: CliIo
    services: () => CliServices
    signal: Signal
    recording: boolean
  },
): Promise<number> {
  const { url, values, io, signal } = ctx
  if (values.file?.length)
    throw usageError(
      said('cli.fileOneMessage', '--file applies to one message; a Discohook file carries none.'),
    )
  const target = { kind: 'url', url } as const
  // Everything is checked before the first request, so a bad message sends nothing.
  const steps = messages.map((m) => {
    const message = withOverrides(m.data, values.username, values['avatar-url'])
    const threadId = values['thread-id'] ?? m.threadId
    if (m.reference) {
      const messageId = m.reference.messageId
      return {
        edit: input('message.edit', {
          target,
          messageId,
          message,
          threadId,
          operationId: signal.operationId,
        }),
      }
    }
    const threadName = values['thread-name']
    return {
      send: input('message.send', {
        target,
        message,
        threadId,
        threadName,
        wait: (values.wait ?? false) || ctx.recording,
        operationId: signal.operationId,
      }),
    }
  })
  const problems = steps.flatMap((step, i) => {
    const body = step.edit?.message ?? step.send?.message
    const number = i + 1
    const which = said('cli.messageNumber', `message ${number}`, { number })
    return findProblems(body, { kind: step.edit ? 'edit' : 'execute' }).map((p) => ({
      which,
      path: p.pathText,
      message: p.message,
      phrase: p.phrase,
    }))
  })
  const say = await sayer(io.env)
  if (problems.length > 0)
    throw new RpcError({
      kind: 'invalidInput',
      ...said('cli.messageInvalid', 'A message is not valid; nothing was sent.'),
      issues: problems.map(({ which, ...p }) => ({ ...p, path: `${say(which)}: ${p.path}` })),
    })
  const engine = ctx.services().handlers.engine
  const results: unknown[] = []
  for (const [i, step] of steps.entries()) {
    try {
      const link = () => ctx.services().history.link
      if (step.edit) {
        const result = await engine.edit({ ...step.edit, files: [] })
        io.stderr(postedNote('edited', result, link(), say))
        results.push(result.message)
      } else if (step.send) {
        const result = await engine.send({ ...step.send, files: [] })
        io.stderr(postedNote('posted', result, link(), say))
        results.push(sendResult(values.wait, result))
      }
    } catch (error) {
      const total = steps.length
      const sentence = said(
        'cli.sentBeforeFailure',
        `Messages that went out before this failure: ${i} of ${total}`,
        { sent: i, total },
      )
      io.stderr(`herald: ${say(sentence)}\n`)
      if (results.length > 0) io.stdout(json(results))
      throw error
    }
  }
  io.stdout(json(results))
  return EXIT.ok
}

export const edit: Command = async (argv, io, services, signal) => {
  const { values, positionals } = parse(() => parseArgs({ ...args(argv), options: common }))
  recordsHistory(values, services)
  const url = await webhookUrl(values, io, () => services().config, positionals[0] === '-')
  const messageId = required(values.message, '--message <id>')
  const message = await readMessage(positionals[0], io)
  const checked = input('message.edit', {
    target: { kind: 'url', url },
    messageId,
    message,
    threadId: values['thread-id'],
    operationId: signal.operationId,
  })
  const say = await sayer(io.env) // before the request: its rate-limit waits are said in the language
  const result = await services().handlers.engine.edit({ ...checked, files: localFiles(values.file) })
  io.stderr(postedNote('edited', result, services().history.link, say))
  io.stdout(json(result.message))
  return EXIT.ok
}

export const remove: Command = async (argv, io, services) => {
  const { values, positionals } = parse(() => parseArgs({ ...args(argv), options: common }))
  if (positionals.length > 0) throw usageError(said('cli.deleteNoFile', 'delete takes no message file.'))
  recordsHistory(values, services)
  const url = await webhookUrl(values, io, () => services().config)
  const messageId = required(values.message, '--message <id>')
  const say = await sayer(io.env) // before the request: its rate-limit waits are said in the language
  const result = await services().handlers['message.delete'](
    input('message.delete', { target: { kind: 'url', url }, messageId, threadId: values['thread-id'] }),
  )
  if (result.alreadyGone) {
    const sentence = said(
      'cli.deletedAlreadyGone',
      'deleted (the first answer was lost; on the retry Discord said it was already gone)',
    )
    io.stderr(`herald: ${say(sentence)}\n`)
  }
  io.stdout(json(result.alreadyGone ? { status: 204, alreadyGone: true } : { status: 204 }))
  return EXIT.ok
}

/** True when `herald send` names a template instead of a message file. */
export function namesTemplate(argv: string[]): boolean {
  return argv.some((arg) => arg === '--template' || arg.startsWith('--template='))
}

/** `herald send`: a message file or link, or a template (whose code loads only then). */
export const sendCommand: Command = async (argv, ...rest) =>
  namesTemplate(argv) ? (await import('./templateCommand')).sendTemplate(argv, ...rest) : send(argv, ...rest)
