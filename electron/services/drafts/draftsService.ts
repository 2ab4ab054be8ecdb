import crypto from 'node:crypto'
import { z } from 'zod'
import type { Draft, DraftMessage, DraftSummary, DraftTarget } from '@shared/drafts/draft'
import { DRAFT_NAME_MAX, draftIdSchema, draftSchema } from '@shared/drafts/draft'
import { UNTITLED_DRAFT } from '@shared/drafts/untouched'
import { rpcError, said } from '@shared/rpc/errors'
import type { JsonStore } from '../stores/jsonStore'
import { openDataStore } from '../stores/dataStore'
import type { StoreDeps } from '../stores/dataStore'
import type { FileStaging } from '../staging'
import type { DraftFiles } from './draftFiles'
import { handlesOf, sealedRefsOf, summaryOf } from './draftViews'
import { Holders } from './holders'
import type { SealedUrls } from './sealedUrls'
import { writeCause } from '../stores/writeFailure'

export type DraftsServiceDeps = {
  files: DraftFiles
  staging: FileStaging
  sealedUrls: SealedUrls
  storeDeps: StoreDeps
  /** Drafts were created, renamed, duplicated or deleted. */
  onDidChange?: (ids: string[]) => void
  clock?: () => Date
  /** Keys held outside the drafts (a schedule's copy of a draft): never removed while held there. */
  heldElsewhere?: HeldElsewhere
}

export type HeldElsewhere = { handles(): Set<string>; refs(): Set<string> }

/** drafts/_state.json: which draft the composer had open (not a draft id: ids have no underscore). */
const stateSchema = z.object({ version: z.literal(1), openId: draftIdSchema.nullable() })
type DraftsState = z.infer<typeof stateSchema>

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** 16 lowercase letters and digits (rejection sampling keeps every character equally likely). */
export function newDraftId(): string {
  let id = ''
  while (id.length < 16) {
    for (const byte of crypto.randomBytes(16)) {
      if (byte < 252 && id.length < 16) id += ALPHABET[byte % 36]
    }
  }
  return id
}

/**
 * The user's drafts: loaded once at start into memory (documents, summaries, and who holds which staged
 * file and sealed URL); every change writes one draft file. Files and sealed URLs a draft lets go of are
 * removed once no draft holds them.
 */
export class DraftsService {
  private readonly drafts = new Map<string, Draft>()
  private readonly summaries = new Map<string, DraftSummary>()
  private readonly handles = new Holders()
  private readonly refs = new Holders()
  private readonly state: JsonStore<DraftsState>

  constructor(private readonly deps: DraftsServiceDeps) {
    for (const draft of deps.files.loadAll()) this.remember(draft)
    this.state = openDataStore<DraftsState>(deps.storeDeps, {
      dir: deps.files.dir,
      name: '_state',
      label: 'drafts/_state',
      schema: stateSchema,
      defaults: () => ({ version: 1, openId: null }),
    })
  }

  /** Start-up clean-up of staged files and sealed URLs no draft references (after the load). */
  async collect(): Promise<void> {
    const elsewhere = this.deps.heldElsewhere
    await this.deps.staging.collect(new Set([...this.handles.keys(), ...(elsewhere?.handles() ?? [])]))
    this.deps.sealedUrls.collect(new Set([...this.refs.keys(), ...(elsewhere?.refs() ?? [])]))
  }

  list(): { drafts: DraftSummary[]; openId: string | null } {
    const drafts = [...this.summaries.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    const openId = this.state.read().openId
    return { drafts, openId: openId && this.drafts.has(openId) ? openId : null }
  }

  get(id: string): Draft {
    const draft = this.drafts.get(id)
    if (!draft) throw rpcError('notFound', said('service.drafts.gone', 'This draft no longer exists.'))
    return draft
  }

  async create(input: { name?: string; messages?: DraftMessage[]; targets?: DraftTarget[] }): Promise<Draft> {
    const now = this.now()
    const draft = draftSchema.parse({
      id: this.unusedId(),
      name: input.name?.trim() || this.defaultName(),
      createdAt: now,
      updatedAt: now,
      // New drafts ping nobody until the user allows it.
      messages: input.messages ?? [
        { id: messageId(), data: { content: '', allowed_mentions: { parse: [] } }, files: [] },
      ],
      targets: input.targets ?? [],
      sent: null,
    })
    const stored = await this.persist(draft)
    this.setOpen(draft.id)
    this.deps.onDidChange?.([draft.id])
    return stored
  }

  /**
   * Replaces the draft; keeps createdAt. Returns the new updatedAt. `undoHandles` and `undoRefs`: files
   * and sealed URLs (pasted targets) the page's undo history can bring back into this draft; those the
   * draft held until now stay (the page says again with every save, so a history that lets go of them
   * releases them). Never one the draft did not hold: a page cannot keep another draft's alive.
   */
  async save(
    given: Draft,
    undoHandles: readonly string[] = [],
    undoRefs: readonly string[] = [],
  ): Promise<string> {
    const current = this.get(given.id)
    const draft = draftSchema.parse({ ...given, createdAt: current.createdAt, updatedAt: this.now() })
    const held = this.handles.heldBy(draft.id)
    const heldRefs = this.refs.heldBy(draft.id)
    await this.persist(
      draft,
      undoHandles.filter((handle) => held.has(handle)),
      undoRefs.filter((ref) => heldRefs.has(ref)),
    )
    return draft.updatedAt
  }

  open(id: string): Draft {
    const draft = this.get(id)
    this.setOpen(id)
    return draft
  }

  async rename(id: string, name: string): Promise<Draft> {
    const draft = await this.persist({ ...this.get(id), name: name || UNTITLED_DRAFT, updatedAt: this.now() })
    this.deps.onDidChange?.([id])
    return draft
  }

  /** A copy with its own staged files (so deleting either leaves the other whole), never sent. */
  async duplicate(id: string): Promise<Draft> {
    const source = this.get(id)
    const copies = new Map<string, string>()
    try {
      for (const file of source.messages.flatMap((message) => message.files)) {
        if (copies.has(file.handle)) continue
        const copy = await this.deps.staging.copy(file.handle)
        if (copy) copies.set(file.handle, copy.handle)
      }
    } catch (error) {
      // Over a staging cap part-way: the copies made so far belong to no draft.
      await this.deps.staging.discard(copies.values())
      throw error
    }
    const messages = source.messages.map((message) => {
      const files = message.files.map((file) => ({ ...file, handle: copies.get(file.handle) ?? file.handle }))
      const copied: DraftMessage = { ...message, files }
      delete copied.reference
      delete copied.sent
      return copied
    })
    const now = this.now()
    const draft = draftSchema.parse({
      ...source,
      id: this.unusedId(),
      name: `${source.name} (copy)`.slice(0, DRAFT_NAME_MAX),
      createdAt: now,
      updatedAt: now,
      messages,
      // What a run to several targets posted belongs to the draft that was sent, as messages' records do.
      targets: source.targets.map(({ sent: _sent, ...target }) => target),
      sent: null,
    })
    const stored = await this.persist(draft)
    this.setOpen(draft.id)
    this.deps.onDidChange?.([draft.id])
    return stored
  }

  async delete(id: string): Promise<boolean> {
    if (!this.drafts.has(id)) return false
    this.deps.files.remove(id)
    this.drafts.delete(id)
    this.summaries.delete(id)
    await this.release(id, [], [])
    if (this.state.read().openId === id) this.setOpen(null)
    this.deps.onDidChange?.([id])
    return true
  }

  /** A draft from a backup, under its own id: added, or over the draft with that id (the user chose). */
  async restore(draft: Draft): Promise<void> {
    await this.persist(draftSchema.parse(draft))
    this.deps.onDidChange?.([draft.id])
  }

  /** An id no draft has, for a restored copy. */
  newId(): string {
    return this.unusedId()
  }

  /** files.discard: removes only handles no saved draft holds (the page may be behind a save). */
  async discardUnheld(handles: readonly string[]): Promise<number> {
    return this.deps.staging.discard(this.unheld(handles, this.handles, 'handles'))
  }

  /** A schedule let go of these: removes the ones no draft and no other holder keeps. */
  async releaseUnheld(handles: readonly string[], refs: readonly string[]): Promise<void> {
    const files = this.unheld(handles, this.handles, 'handles')
    if (files.length > 0) await this.deps.staging.discard(files)
    const urls = this.unheld(refs, this.refs, 'refs')
    if (urls.length > 0) this.deps.sealedUrls.remove(urls)
  }

  /** The keys neither a draft nor an outside holder keeps (the outside is asked only when needed). */
  private unheld(keys: readonly string[], drafts: Holders, kind: keyof HeldElsewhere): string[] {
    const free = keys.filter((key) => !drafts.isHeld(key))
    if (free.length === 0 || !this.deps.heldElsewhere) return free
    const elsewhere = this.deps.heldElsewhere[kind]()
    return free.filter((key) => !elsewhere.has(key))
  }

  /** Writes one draft, then lets go of the files and URLs neither it nor its undo history holds. */
  private async persist(
    given: Draft,
    undoHandles: readonly string[] = [],
    undoRefs: readonly string[] = [],
  ): Promise<Draft> {
    const draft = { ...given, targets: given.targets.map((target) => this.deps.sealedUrls.describe(target)) }
    try {
      this.deps.files.write(draft)
    } catch (error) {
      throw notSaved(error)
    }
    this.drafts.set(draft.id, draft)
    this.summaries.set(draft.id, summaryOf(draft))
    await this.release(draft.id, [...handlesOf(draft), ...undoHandles], [...sealedRefsOf(draft), ...undoRefs])
    return draft
  }

  private remember(draft: Draft): void {
    this.drafts.set(draft.id, draft)
    this.summaries.set(draft.id, summaryOf(draft))
    this.handles.set(draft.id, handlesOf(draft))
    this.refs.set(draft.id, sealedRefsOf(draft))
  }

  /** Records what the draft holds now and removes what nobody holds any more. */
  private async release(id: string, handles: string[], refs: string[]): Promise<void> {
    const unheldFiles = this.unheld(this.handles.set(id, handles), this.handles, 'handles')
    const unheldRefs = this.unheld(this.refs.set(id, refs), this.refs, 'refs')
    if (unheldFiles.length > 0) await this.deps.staging.discard(unheldFiles)
    if (unheldRefs.length > 0) this.deps.sealedUrls.remove(unheldRefs)
  }

  private setOpen(openId: string | null): void {
    this.state.update((state) => ({ ...state, openId }))
  }

  private defaultName(): string {
    const names = new Set([...this.summaries.values()].map((summary) => summary.name))
    if (!names.has(UNTITLED_DRAFT)) return UNTITLED_DRAFT
    let n = this.summaries.size + 1
    while (names.has(`Draft ${n}`)) n++
    return `Draft ${n}`
  }

  private unusedId(): string {
    let id = newDraftId()
    while (this.drafts.has(id)) id = newDraftId()
    return id
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }
}

function messageId(): string {
  return crypto.randomBytes(8).toString('hex')
}

/**
 * A write that failed (a full disk, a folder made read-only) leaves the saved draft as it was; the page
 * still holds what was typed, so say exactly that instead of the generic internal error.
 */
function notSaved(error: unknown): Error {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  const why = writeCause(cause)
  return rpcError(
    'internal',
    why === 'diskFull'
      ? said(
          'service.drafts.notSaved.diskFull',
          'The draft was not saved: the disk is full. What you typed is still here; the last saved version is kept on disk.',
        )
      : why === 'denied'
        ? said(
            'service.drafts.notSaved.denied',
            'The draft was not saved: Herald may not write to its data folder. What you typed is still here; the last saved version is kept on disk.',
          )
        : said(
            'service.drafts.notSaved.other',
            'The draft was not saved: the file could not be written. What you typed is still here; the last saved version is kept on disk.',
          ),
  )
}
