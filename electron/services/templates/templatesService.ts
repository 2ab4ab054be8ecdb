import type { Draft, DraftMessage, DraftTarget } from '@shared/drafts/draft'
import type { Template } from '@shared/rpc/areas/templates'
import { rpcError, said, withLists } from '@shared/rpc/errors'
import { englishList } from '@shared/i18n/phrase'
import type { Clock } from '@shared/templates'
import { fillMessages, findPlaceholders } from '@shared/templates'
import { newDraftId } from '../drafts/draftsService'
import type { TemplateFiles } from './templateFiles'

/** What templates need of the drafts service. */
export type DraftsPort = {
  get(id: string): Draft
  create(input: { name?: string; messages?: DraftMessage[]; targets?: DraftTarget[] }): Promise<Draft>
}

export type TemplatesDeps = { files: TemplateFiles; drafts: DraftsPort; clock?: () => Date }

/**
 * A template keeps the messages' bodies and saved targets only: no staged files (their bytes belong to
 * one draft), no sent record, no edit reference, and no sealed URL (the vault keeps those for drafts).
 * A message's existing thread is kept.
 */
function templateMessage(message: DraftMessage): DraftMessage {
  const { attachments: _files, ...data } = message.data
  return {
    id: message.id,
    ...(message.name ? { name: message.name } : {}),
    data,
    files: [],
    // An existing thread (a changelog thread) is where every draft from this template goes too.
    ...(message.threadId ? { threadId: message.threadId } : {}),
  }
}

/** The user's templates, loaded once and written one file each. */
export class TemplatesService {
  private readonly templates = new Map<string, Template>()

  constructor(private readonly deps: TemplatesDeps) {
    for (const template of deps.files.loadAll()) this.templates.set(template.id, template)
  }

  list(): Template[] {
    return [...this.templates.values()].sort((a, b) => a.name.localeCompare(b.name))
  }

  get(id: string): Template {
    const template = this.templates.get(id)
    if (!template)
      throw rpcError('notFound', said('service.templates.gone', 'This template no longer exists.'))
    return template
  }

  /** By name without case, for the CLI. */
  findByName(name: string): Template | undefined {
    const wanted = name.trim().toLowerCase()
    return this.list().find((template) => template.name.toLowerCase() === wanted)
  }

  saveFromDraft(draftId: string, name: string): Template {
    const draft = this.deps.drafts.get(draftId)
    const messages = draft.messages.map(templateMessage)
    const template: Template = {
      id: this.unusedId(),
      name: name.trim(),
      messages,
      // A run's per-target records belong to the draft that was sent, not to what a template starts.
      targets: draft.targets.flatMap(({ sent: _sent, ...target }) =>
        target.kind === 'saved' ? [target] : [],
      ),
      placeholders: findPlaceholders(messages),
      createdAt: this.now().toISOString(),
    }
    this.store(template)
    return template
  }

  rename(id: string, name: string): Template {
    const template = { ...this.get(id), name: name.trim() }
    this.store(template)
    return template
  }

  delete(id: string): boolean {
    if (!this.templates.delete(id)) return false
    this.deps.files.remove(id)
    return true
  }

  /** The filled messages, or an invalidInput error naming the missing values or each problem's path. */
  fill(
    id: string,
    values: Record<string, string>,
    clock?: Clock,
  ): { template: Template; messages: DraftMessage[] } {
    const template = this.get(id)
    const result = fillMessages(template.messages, values, clock ?? { now: this.now() })
    if (result.ok) return { template, messages: result.messages }
    if (result.missing.length > 0) {
      const missing = { items: result.missing }
      const names = englishList(missing)
      throw rpcError(
        'invalidInput',
        withLists(said('service.templates.giveValues', `Give a value for: ${names}.`, { names }), {
          names: missing,
        }),
        {
          issues: result.missing.map((missing) => ({
            path: `values.${missing}`,
            ...said('service.templates.valueNeeded', 'A value is needed.'),
          })),
        },
      )
    }
    throw rpcError(
      'invalidInput',
      said('service.templates.filledHasProblems', 'The filled message has problems.'),
      {
        issues: result.problems.map((problem) => ({
          path: problem.pathText,
          message: problem.message,
          phrase: problem.phrase,
        })),
      },
    )
  }

  async use(id: string, values: Record<string, string>): Promise<Draft> {
    const { template, messages } = this.fill(id, values)
    return this.deps.drafts.create({ name: template.name, messages, targets: template.targets })
  }

  /** A template from a backup, under its own id (added, or over the one with that id). */
  restore(template: Template): void {
    this.store(template)
  }

  /** An id no template has, for a restored copy. */
  newId(): string {
    return this.unusedId()
  }

  private store(template: Template): void {
    this.deps.files.write(template)
    this.templates.set(template.id, template)
  }

  private unusedId(): string {
    let id = newDraftId()
    while (this.templates.has(id)) id = newDraftId()
    return id
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date()
  }
}
