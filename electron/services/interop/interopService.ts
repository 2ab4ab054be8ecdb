import crypto from 'node:crypto'
import type { Draft, DraftTarget } from '@shared/drafts/draft'
import { maskWebhookUrl } from '@shared/discord/urls'
import { decodeImport, exportJson, exportNotes, shareLink, toDraftMessage } from '@shared/interop'
import type { ExportableDraft } from '@shared/interop'
import type { MethodOutput } from '@shared/rpc/contract'
import type { ImportProblemView } from '@shared/rpc/areas/interop'
import { IMPORT_MAX_DRAFTS, TOTAL_MAX } from '@shared/backup/limits'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import type { DraftsService } from '../drafts/draftsService'
import { pause } from '../pause'
import { PendingWebhooks } from './pendingWebhooks'

/** draftSchema's cap on targets. */
const DRAFT_TARGETS_MAX = 10

export type InteropDeps = {
  drafts: Pick<DraftsService, 'create' | 'get' | 'save' | 'list'>
  /** Whether the library holds this webhook (an imported target then becomes the draft's target). */
  hasWebhook(webhookId: string): boolean
  /** The library's add path: checks the URL with Discord and seals the token. */
  addWebhook(url: string): Promise<{ webhook: { id: string }; alreadySaved: boolean }>
  /** The URL of a draft target, for an export that asks for URLs; null when it cannot be read. */
  targetUrl(target: Draft['targets'][number]): string | null
}

/** Where in the file a problem is: a draft's message, counted from 1, said in the reader's language. */
function messagePath(draft: string, number: number): Pick<ImportProblemView, 'pathText' | 'pathPhrase'> {
  return {
    pathText: `${draft} › message ${number}`,
    pathPhrase: { id: 'stored.import.messagePath', values: { draft, number } },
  }
}

/** Import into new drafts, save the webhooks the user chose, export as Discohook JSON and links. */
export class InteropService {
  private readonly pending = new PendingWebhooks()

  constructor(private readonly deps: InteropDeps) {}

  async import(text: string): Promise<MethodOutput<'drafts.import'>> {
    const result = decodeImport(text)
    const problems: ImportProblemView[] = result.problems.map(
      ({ pathText, message, phrase, code, severity }) => ({ pathText, message, phrase, code, severity }),
    )
    this.refuseOverCaps(result.drafts.length)
    const dropped = result.dropped.map(({ pathText, message, phrase }) => ({ pathText, message, phrase }))
    const created: MethodOutput<'drafts.import'>['drafts'] = []
    // Which drafts named each found webhook: saving it later makes it their target too.
    const namedBy: string[][] = result.webhooks.map(() => [])
    for (const imported of result.drafts) {
      // Other calls are answered between two drafts of a large import.
      if (created.length > 0 && created.length % 25 === 0) await pause()
      // An edit whose file names no webhook takes the draft's own (its first webhook URL).
      const fallback = result.webhooks[imported.webhooks[0] ?? -1]?.webhookId ?? null
      const messages = imported.messages.map((m, i) => {
        const { message, referenceDropped } = toDraftMessage(
          m,
          crypto.randomBytes(8).toString('hex'),
          fallback,
        )
        if (referenceDropped)
          problems.push({
            ...messagePath(imported.name, i + 1),
            ...said(
              'import.editWithoutWebhook',
              'The file does not say which webhook sent the message to edit; it was imported as a new message.',
            ),
            code: 'edit_without_webhook',
            severity: 'warning',
          })
        return message
      })
      // Targets already in the library are the draft's targets at once; the others wait for the user.
      const targets: DraftTarget[] = imported.webhooks
        .flatMap((i) => result.webhooks[i]?.webhookId ?? [])
        .filter((id) => this.deps.hasWebhook(id))
        .slice(0, DRAFT_TARGETS_MAX)
        .map((webhookId) => ({ kind: 'saved', webhookId }))
      const draft = await this.deps.drafts.create({ name: imported.name, messages, targets })
      for (const i of imported.webhooks) namedBy[i]?.push(draft.id)
      created.push({ id: draft.id, name: draft.name, messages: draft.messages.length })
    }
    if (result.webhooks.length === 0)
      return { format: result.format, drafts: created, problems, dropped, webhooks: [], token: null }
    const { token, keys } = this.pending.hold(
      result.webhooks.map((w, i) => ({ url: w.url, draftIds: namedBy[i] ?? [] })),
    )
    const webhooks = result.webhooks.map((w, i) => ({
      key: keys[i] ?? '',
      webhookId: w.webhookId,
      maskedUrl: maskWebhookUrl(w.url),
      pathText: w.pathText,
    }))
    return { format: result.format, drafts: created, problems, dropped, webhooks, token }
  }

  /** Refuses, creating nothing, an import over its own cap or one that would pass the drafts' total. */
  private refuseOverCaps(count: number): void {
    const n = (value: number) => value.toLocaleString('en-US')
    if (count > IMPORT_MAX_DRAFTS)
      throw rpcError(
        'invalidInput',
        said(
          'service.interop.tooManyInFile',
          `This file would make ${n(count)} drafts; Herald imports at most ${n(IMPORT_MAX_DRAFTS)} at once. Split it in Discohook; nothing was imported.`,
          { count, limit: IMPORT_MAX_DRAFTS },
        ),
      )
    const here = this.deps.drafts.list().drafts.length
    const max = TOTAL_MAX.drafts
    if (here + count > TOTAL_MAX.drafts)
      throw rpcError(
        'invalidInput',
        said(
          'service.interop.tooManyDrafts',
          `Importing would add ${n(count)} drafts to the ${n(here)} here; Herald keeps at most ${n(max)}. Delete some drafts first; nothing was imported.`,
          { count, here, max },
        ),
      )
  }

  async importWebhooks(
    token: string,
    keys: readonly string[],
  ): Promise<MethodOutput<'drafts.importWebhooks'>> {
    const saved: MethodOutput<'drafts.importWebhooks'>['saved'] = []
    const failed: MethodOutput<'drafts.importWebhooks'>['failed'] = []
    for (const key of keys) {
      const found = this.pending.take(token, key)
      if (!found) {
        failed.push({
          key,
          ...said('cli2.import.tokenGone', 'This import is too old or unknown; import the file again.'),
        })
        continue
      }
      try {
        const { webhook, alreadySaved } = await this.deps.addWebhook(found.url)
        saved.push({ key, webhookId: webhook.id, alreadySaved })
        await this.targetDrafts(found.draftIds, webhook.id)
      } catch (e) {
        // The library's refusal (a wrong URL, Discord's answer) in the reader's language, by its phrase.
        if (e instanceof RpcError) failed.push({ key, message: e.data.message, phrase: e.data.phrase })
        else failed.push({ key, message: e instanceof Error ? e.message : String(e) })
      }
    }
    return { saved, failed }
  }

  /** Makes a webhook just saved a target of the imported drafts that named it (still there, not full). */
  private async targetDrafts(draftIds: readonly string[], webhookId: string): Promise<void> {
    for (const id of draftIds) {
      let draft: Draft
      try {
        draft = this.deps.drafts.get(id)
      } catch {
        continue // deleted since the import
      }
      if (draft.targets.some((t) => t.webhookId === webhookId) || draft.targets.length >= DRAFT_TARGETS_MAX)
        continue
      await this.deps.drafts.save({ ...draft, targets: [...draft.targets, { kind: 'saved', webhookId }] })
    }
  }

  export(
    ids: readonly string[],
    options: { includeWebhookUrls: boolean; share: boolean },
  ): MethodOutput<'drafts.export'> {
    const drafts: ExportableDraft[] = ids.map((id) => {
      const draft = this.deps.drafts.get(id)
      const webhookUrls = options.includeWebhookUrls
        ? draft.targets.flatMap((t) => this.deps.targetUrl(t) ?? [])
        : []
      return { name: draft.name, messages: draft.messages, webhookUrls }
    })
    const first = drafts[0]
    if (options.share && drafts.length !== 1)
      throw rpcError(
        'invalidInput',
        said('service.interop.oneDraftLink', 'A share link holds one draft; export one draft to get a link.'),
      )
    return {
      json: exportJson(drafts, options),
      link: options.share && first ? shareLink(first, options) : null,
      notes: exportNotes(drafts),
    }
  }
}
