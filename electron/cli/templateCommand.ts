import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Say } from './say'
import { sayer } from './say'
import { historyOption, postedNote, recordsHistory, sendResult } from './historyOption'
import { methods } from '@shared/rpc/contract'
import type { Issue, Said } from '@shared/rpc/errors'
import { RpcError, issuesFromZod, rpcError, said } from '@shared/rpc/errors'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { privateFolder } from '@services/stores/storeFolder'
import { TemplateFiles } from '@services/templates/templateFiles'
import { TemplatesService } from '@services/templates/templatesService'
import type { Command } from './commandType'
import type { CliIo } from './io'
import { usageError } from './io'
import { EXIT } from './output'
import { webhookOptions, webhookUrl } from './secretInput'
import type { CliServices } from './services'
import { parse } from './cliArgs'

const NO_DRAFTS = said('cli2.template.noDrafts', 'The CLI does not open or create drafts.')

/** The app's saved templates, read from the same data folder (HERALD_DATA_DIR); the CLI never writes them. */
function openTemplates(services: CliServices): TemplatesService {
  const { dataDir } = services.config
  // Only read here, but a folder left 0777 is made private like every command that opens the stores does.
  if (existsSync(dataDir)) privateFolder(dataDir)
  const recovery = new RecoveryLog()
  return new TemplatesService({
    files: new TemplateFiles({ dataDir, recovery }),
    drafts: {
      get: () => {
        throw rpcError('internal', NO_DRAFTS)
      },
      create: () => Promise.reject(rpcError('internal', NO_DRAFTS)),
    },
  })
}

/** --var name=value, repeated; a value may itself contain "=". */
function varsOf(given: string[] | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  for (const item of given ?? []) {
    const at = item.indexOf('=')
    if (at < 1) throw usageError(said('cli.template.var', `--var takes name=value, not "${item}".`, { item }))
    values[item.slice(0, at).trim().toLowerCase()] = item.slice(at + 1)
  }
  return values
}

/**
 * Where a template goes: the webhook given on the command line, else the one it was saved with (from
 * the vault), else HERALD_WEBHOOK_URL.
 */
async function templateWebhook(
  values: { webhook?: string; 'webhook-file'?: string },
  targets: readonly { webhookId: string }[],
  io: CliIo,
  services: () => CliServices,
): Promise<string> {
  const saved = targets[0]
  const given = values.webhook !== undefined || values['webhook-file'] !== undefined
  if (!given && saved) return webhookUrl({ webhook: `@${saved.webhookId}` }, io, () => services().config)
  return webhookUrl(values, io, () => services().config)
}

/**
 * `herald send --template NAME --var k=v … --webhook URL`: fills the template like the app does (the
 * same missing-value and Discord checks, exit 2) and sends its messages in order.
 */
export const sendTemplate: Command = async (argv, io, services, signal) => {
  const { values } = parse(() =>
    parseArgs({
      args: argv,
      strict: true,
      options: {
        template: { type: 'string' },
        var: { type: 'string', multiple: true },
        ...webhookOptions,
        'thread-id': { type: 'string' },
        wait: { type: 'boolean' },
        ...historyOption,
      },
    }),
  )
  const recording = recordsHistory(values, services)
  const name = values.template ?? ''
  const templates = openTemplates(services())
  const template = templates.findByName(name)
  if (!template)
    throw rpcError(
      'invalidInput',
      said('cli2.template.notFound', `No template is named "${name}". See: herald templates list`, { name }),
    )
  const given = varsOf(values.var)
  const unknown = Object.keys(given).filter((key) => !template.placeholders.includes(key))
  if (unknown.length > 0)
    throw rpcError('invalidInput', takesOnly(template), { issues: unknown.map(notOneOf) })
  const { messages } = templates.fill(template.id, given)
  const url = await templateWebhook(values, template.targets, io, services)
  for (const message of messages) {
    const parsed = methods['message.send'].input.safeParse({
      target: { kind: 'url', url },
      message: message.data,
      threadId: values['thread-id'] ?? message.threadId,
      wait: (values.wait ?? false) || recording,
      operationId: signal.operationId,
    })
    if (!parsed.success) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said('cli.argumentInvalid', 'An argument is not valid.'),
        issues: issuesFromZod(parsed.error),
      })
    }
    const result = await services().handlers.engine.send({ ...parsed.data, files: [] })
    io.stderr(postedNote('posted', result, services().history.link, await sayer(io.env)))
    io.stdout(`${JSON.stringify(sendResult(values.wait, result), null, 2)}\n`)
  }
  return EXIT.ok
}

/** The values a template asks for, as `{{name}}` placeholders (the braces are not ICU's, hence values). */
function takesOnly(template: { name: string; placeholders: readonly string[] }): Said {
  const { name } = template
  if (template.placeholders.length === 0)
    return said('cli2.template.takesNothing', `"${name}" takes no values.`, { name })
  const placeholders = template.placeholders.map((p) => `{{${p}}}`).join(' ')
  return said('cli2.template.takes', `"${name}" takes ${placeholders}.`, { name, placeholders })
}

function notOneOf(key: string): Issue {
  const placeholder = `{{${key}}}`
  const sentence = said(
    'cli2.template.notOneOf',
    `The template has no ${placeholder}: "${key}" is not one of its values.`,
    { placeholder, key },
  )
  return { path: `--var ${key}`, ...sentence }
}

/** `herald templates list`: one line per template with the values it asks for. */
export const templatesCommand: Command = async (argv, io, services) => {
  const { positionals } = parse(() =>
    parseArgs({ args: argv, allowPositionals: true, strict: true, options: {} }),
  )
  if (positionals[0] !== 'list' || positionals.length > 1) {
    const line = 'herald templates list'
    throw usageError(said('cli.usageLine', `Usage: ${line}`, { line }))
  }
  printList(openTemplates(services()), io, await sayer(io.env))
  return EXIT.ok
}

function printList(templates: TemplatesService, io: CliIo, say: Say): void {
  const rows = templates.list()
  if (rows.length === 0)
    io.stdout(`${say(said('cli.template.none', 'No templates. Save one from a draft in the app.'))}\n`)
  for (const template of rows) {
    const names = template.placeholders.map((placeholder) => `{{${placeholder}}}`).join(' ')
    io.stdout(`${template.name}${names ? `  ${names}` : ''}\n`)
  }
}
