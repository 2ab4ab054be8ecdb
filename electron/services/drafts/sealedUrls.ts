import crypto from 'node:crypto'
import type { DraftTarget } from '@shared/drafts/draft'
import { maskWebhookUrl } from '@shared/discord/urls'
import { rpcError, said } from '@shared/rpc/errors'
import { readWebhookUrl } from '../discord/readWebhookUrl'
import type { HeraldConfig } from '../config'
import type { SecretBox } from '../library/webhookLibrary'
import type { ResolvedTarget } from '../send/resolveUrlTarget'
import { resolveUrlTarget } from '../send/resolveUrlTarget'
import type { JsonStore } from '../stores/jsonStore'
import type { SealedUrlFile } from '../stores/sealedUrlStore'

export type SealedUrlsDeps = {
  store: JsonStore<SealedUrlFile>
  vault: SecretBox
  config: Pick<HeraldConfig, 'apiBase'>
  clock?: () => Date
}

type SealedTarget = Extract<DraftTarget, { kind: 'sealed' }>

const secretRef = (ref: string) => ({ type: 'sealedUrl', id: ref, field: 'url' })

/**
 * Pasted webhook URLs a draft keeps, sealed in the vault like saved tokens: the draft file holds only the
 * reference and a masked form, so the drafts folder never holds a token.
 */
export class SealedUrls {
  constructor(private readonly deps: SealedUrlsDeps) {}

  /** Checks the URL offline (the same rules as a send to a pasted URL) and seals it. */
  seal(url: string): SealedTarget {
    const parsed = readWebhookUrl(url, this.deps.config.apiBase, 'url')
    this.deps.vault.assertUnlocked()
    const ref = crypto.randomBytes(16).toString('hex')
    const maskedUrl = maskWebhookUrl({ id: parsed.id, token: parsed.token })
    const sealed = this.deps.vault.seal(secretRef(ref), url.trim())
    const sealedAt = (this.deps.clock?.() ?? new Date()).toISOString()
    this.deps.store.update((file) => {
      file.urls[ref] = { url: sealed, webhookId: parsed.id, maskedUrl, sealedAt }
    })
    return { kind: 'sealed', ref, webhookId: parsed.id, maskedUrl }
  }

  /** The sealed URL as a send target; a locked vault throws vaultLocked. */
  resolve(ref: string): ResolvedTarget {
    const record = this.deps.store.read().urls[ref]
    if (!record) {
      throw rpcError(
        'notFound',
        said(
          'service.drafts.pastedUrlGone',
          'This pasted webhook URL is no longer kept. Paste it again or pick a saved webhook.',
        ),
      )
    }
    return resolveUrlTarget(this.deps.vault.open(secretRef(ref), record.url), this.deps.config)
  }

  /**
   * A target as the page described it, with the id and masked form taken from the sealed record: the
   * page's own maskedUrl is never stored (a full URL there would put the token in plain JSON).
   */
  describe<T extends DraftTarget>(target: T): T {
    if (target.kind !== 'sealed') return target
    const record = this.deps.store.read().urls[target.ref]
    const webhookId = record?.webhookId ?? target.webhookId
    return { ...target, webhookId, maskedUrl: record?.maskedUrl ?? `…/webhooks/${webhookId}/••••` }
  }

  has(ref: string): boolean {
    return Object.hasOwn(this.deps.store.read().urls, ref)
  }

  /** Forgets these references; returns how many were kept. */
  remove(refs: Iterable<string>): number {
    const gone = [...new Set(refs)].filter((ref) => this.has(ref))
    if (gone.length === 0) return 0
    this.deps.store.update((file) => {
      for (const ref of gone) delete file.urls[ref]
    })
    return gone.length
  }

  /** Start-up clean-up: every sealed URL no draft references. */
  collect(referenced: ReadonlySet<string>): number {
    return this.remove(Object.keys(this.deps.store.read().urls).filter((ref) => !referenced.has(ref)))
  }
}
