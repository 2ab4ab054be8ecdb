import { create } from 'zustand'
import { temporal } from 'zundo'
import type {
  Draft,
  DraftMessage,
  DraftSent,
  DraftSummary,
  DraftTarget,
  MessageSent,
} from '@shared/drafts/draft'
import { isUntouchedEmpty } from '@shared/drafts/untouched'
import type { RpcErrorData } from '@shared/rpc'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'
import { firstOfBurst } from './coalesce'
import * as R from './reducers'
import { filesHeldByUndo, sealedRefsHeldByUndo } from './undoHeld'

export type SaveState =
  | { phase: 'saved'; at: string | undefined }
  | { phase: 'pending' }
  | { phase: 'saving' }
  | { phase: 'failed'; error: RpcErrorData }

/** One value for "changes wait to be written": a keystroke then leaves `save` as it was (issue 23). */
const PENDING: SaveState = { phase: 'pending' }

export type NewDraft = { name?: string; messages?: DraftMessage[]; targets?: DraftTarget[] }

export type DraftsState = {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  /** The draft open in the composer. Changed only through `apply` and the named actions below. */
  draft: Draft | undefined
  summaries: DraftSummary[]
  save: SaveState
  /** Loads the list and the open draft (creating one when there is none); returns the unsubscribe. */
  start(): () => void
  /** One change to the open draft, as a pure reducer; it is saved shortly after. */
  apply(change: (draft: Draft) => Draft): void
  /** Saves now what is waiting (before leaving, before sending). */
  flush(): Promise<void>
  open(id: string): Promise<boolean>
  /** Reads the open draft again from the services (a restore replaced it on disk). */
  reload(): Promise<void>
  create(init?: NewDraft): Promise<Draft | undefined>
  /**
   * "New draft": opens an untouched empty draft (the open one, else any) with these targets instead of
   * making another; makes one only when there is none.
   */
  startNew(targets?: DraftTarget[]): Promise<void>
  rename(id: string, name: string): Promise<boolean>
  duplicate(id: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  refreshList(): Promise<void>
  /** After a successful send or edit: records it, and drops the staged files that went with it. */
  markSent(sent: DraftSent, after?: (draft: Draft) => Draft): void
  /** One message of a run of sends was posted: records it and drops its staged files. */
  markMessageSent(messageId: string, sent: MessageSent): void
  /** Records what Discord already did (a message posted to one of several targets): saved now, never undone. */
  record(change: (draft: Draft) => Draft): void
}

/** How long typing may pause before the draft is written to disk. */
export const SAVE_DELAY_MS = 300
/** A pause this long ends one undo step. */
export const UNDO_PAUSE_MS = 600
const UNDO_LIMIT = 100

let saveTimer: ReturnType<typeof setTimeout> | undefined
/** The draft object last written (or loaded): a draft identical to it needs no save. */
let savedDraft: Draft | undefined
let saving: Promise<void> | undefined

const recordUndo = firstOfBurst((record: () => void) => record(), UNDO_PAUSE_MS)

export const useDraftsStore = create<DraftsState>()(
  temporal(
    (set, get) => {
      /** Writes the open draft, one write at a time; a change made during a write is written next. */
      async function writeNow(): Promise<void> {
        if (saving) await saving
        const draft = get().draft
        if (!draft || draft === savedDraft) return
        set({ save: { phase: 'saving' } })
        const steps = undoSteps()
        saving = (async () => {
          const outcome = await attempt('drafts.save', {
            draft,
            undoHandles: filesHeldByUndo(draft, steps),
            undoRefs: sealedRefsHeldByUndo(draft, steps),
          })
          if (outcome.ok) {
            savedDraft = draft
            const stillCurrent = get().draft === draft
            set({
              save: stillCurrent ? { phase: 'saved', at: outcome.value.updatedAt } : PENDING,
            })
          } else set({ save: { phase: 'failed', error: outcome.error } })
        })()
        await saving
        saving = undefined
        if (get().draft !== savedDraft && get().save.phase === 'pending') scheduleSave()
      }

      function scheduleSave(): void {
        if (saveTimer) clearTimeout(saveTimer)
        saveTimer = setTimeout(() => {
          saveTimer = undefined
          drop(writeNow())
        }, SAVE_DELAY_MS)
      }

      /**
       * Shows another draft once what was typed into the open one is on disk, including keys pressed while
       * the services were fetching or creating the other draft. False (nothing switched) if that save failed:
       * the open draft stays, with its save error, rather than losing its text.
       */
      async function switchTo(draft: Draft): Promise<boolean> {
        for (let round = 0; round < 10 && get().draft !== savedDraft; round++) {
          await get().flush()
          if (get().save.phase === 'failed') return false
        }
        show(draft)
        return true
      }

      /** Shows a draft loaded from the services; undo starts afresh for it. */
      function show(draft: Draft): void {
        savedDraft = draft
        set({ draft, save: { phase: 'saved', at: draft.updatedAt } })
        useDraftsStore.temporal.getState().clear()
        recordUndo.reset()
      }

      return {
        status: 'idle',
        loadError: undefined,
        draft: undefined,
        summaries: [],
        save: { phase: 'saved', at: undefined },

        start() {
          if (get().status === 'idle') drop(load())
          const onHide = () => drop(get().flush())
          window.addEventListener('pagehide', onHide)
          const unsubscribe = listen('drafts.onDidChange', () => drop(get().refreshList()))
          return () => {
            window.removeEventListener('pagehide', onHide)
            unsubscribe()
          }
        },

        apply(change) {
          const draft = get().draft
          if (!draft) return
          const next = change(draft)
          if (next === draft) return
          set({ draft: next, save: PENDING })
          scheduleSave()
        },

        async flush() {
          if (saveTimer) {
            clearTimeout(saveTimer)
            saveTimer = undefined
          }
          await writeNow()
        },

        async open(id) {
          if (get().draft?.id === id) return true
          await get().flush()
          const outcome = await attempt('drafts.open', { id })
          if (!outcome.ok) return false
          return switchTo(outcome.value.draft)
        },

        async reload() {
          const id = get().draft?.id
          if (!id) return
          const outcome = await attempt('drafts.get', { id })
          if (outcome.ok) show(outcome.value.draft)
        },

        async create(init) {
          await get().flush()
          const outcome = await attempt('drafts.create', init ?? {})
          if (!outcome.ok || !(await switchTo(outcome.value.draft))) return undefined
          drop(get().refreshList())
          return outcome.value.draft
        },

        async startNew(targets = []) {
          await get().flush()
          const current = get().draft
          let reusable = current && isUntouchedEmpty(current) ? current.id : undefined
          if (!reusable) {
            await get().refreshList()
            reusable = get().summaries.find((summary) => summary.untouched)?.id
          }
          if (!reusable || !(await get().open(reusable))) {
            await get().create({ targets })
            return
          }
          // Saved even when nothing changes, so the reused draft is the newest in the list.
          get().record((draft) => ({ ...draft, targets }))
          await get().flush()
          await get().refreshList()
        },

        async rename(id, name) {
          if (get().draft?.id === id) {
            get().apply((draft) => R.setName(draft, name))
            await get().flush()
            drop(get().refreshList())
            return true
          }
          const outcome = await attempt('drafts.rename', { id, name })
          return outcome.ok
        },

        async duplicate(id) {
          await get().flush()
          const outcome = await attempt('drafts.duplicate', { id })
          if (!outcome.ok) return false
          return switchTo(outcome.value.draft)
        },

        async remove(id) {
          if (get().draft?.id === id && saveTimer) clearTimeout(saveTimer)
          const outcome = await attempt('drafts.delete', { id })
          if (!outcome.ok) return false
          if (get().draft?.id === id) {
            // The composer always has a draft open: the most recent other one, or a new one.
            await get().refreshList()
            const next = get().summaries.find((summary) => summary.id !== id)
            if (!(next && (await get().open(next.id)))) await get().create()
          }
          return true
        },

        async refreshList() {
          const outcome = await attempt('drafts.list', {})
          if (outcome.ok) set({ summaries: outcome.value.drafts })
        },

        markSent(sent, after) {
          const draft = get().draft
          if (!draft) return
          // The staged files went with the message; once the draft stops holding them, the services
          // remove them. Undo cannot bring back files that are gone, so undo starts afresh here.
          const withoutFiles = {
            ...draft,
            messages: draft.messages.map((m) => ({ ...R.dropClassic(m), files: [] })),
          }
          const next = after ? after({ ...withoutFiles, sent }) : { ...withoutFiles, sent }
          set({ draft: next, save: PENDING })
          useDraftsStore.temporal.getState().clear()
          drop(get().flush())
        },

        markMessageSent(messageId, sent) {
          // As markSent: its files are gone once the draft lets go of them.
          get().record((draft) => R.markMessageSent(draft, messageId, sent))
        },

        record(change) {
          const draft = get().draft
          if (!draft) return
          // Undoing a record of what Discord did would make the next send post it again: undo starts afresh.
          set({ draft: change(draft), save: PENDING })
          useDraftsStore.temporal.getState().clear()
          drop(get().flush())
        },
      }

      async function load(): Promise<void> {
        set({ status: 'loading' })
        const list = await attempt('drafts.list', {})
        if (!list.ok) return set({ status: 'failed', loadError: list.error })
        set({ summaries: list.value.drafts })
        const openId = list.value.openId ?? list.value.drafts[0]?.id
        const opened = openId ? await attempt('drafts.open', { id: openId }) : undefined
        if (opened?.ok) show(opened.value.draft)
        else {
          const created = await attempt('drafts.create', {})
          if (!created.ok) return set({ status: 'failed', loadError: created.error })
          show(created.value.draft)
          drop(get().refreshList())
        }
        set({ status: 'ready', loadError: undefined })
      }
    },
    {
      limit: UNDO_LIMIT,
      partialize: (state) => ({ draft: state.draft }),
      // Only changes to the document are undo steps, and only between drafts of the same id.
      equality: (past, next) => past.draft === next.draft || past.draft?.id !== next.draft?.id,
      handleSet: (handleSet) => (state) => recordUndo(() => handleSet(state)),
    },
  ),
)

/** Every step of the open draft's undo history, past and future. */
function undoSteps() {
  const { pastStates, futureStates } = useDraftsStore.temporal.getState()
  return [...pastStates, ...futureStates]
}

/** Undo and redo over the whole open draft; what they restore is saved like any change. */
export function undo(): void {
  recordUndo.reset()
  useDraftsStore.temporal.getState().undo()
  afterTimeTravel()
}

export function redo(): void {
  recordUndo.reset()
  useDraftsStore.temporal.getState().redo()
  afterTimeTravel()
}

function afterTimeTravel(): void {
  const state = useDraftsStore.getState()
  if (state.draft && state.draft !== savedDraft) {
    useDraftsStore.setState({ save: PENDING })
    drop(state.flush())
  }
}

/** Named changes to the open draft: each is one of the pure reducers, applied to the open draft. */
export const draftActions = {
  setMessageText: bind(R.setMessageText),
  setFlag: bind(R.setFlag),
  setAllowedMentions: bind(R.setAllowedMentions),
  setAppliedTags: bind(R.setAppliedTags),
  setThreadId: bind(R.setThreadId),
  setTarget: bind(R.setTarget),
  addEmbed: bind(R.addEmbed),
  removeEmbed: bind(R.removeEmbed),
  duplicateEmbed: bind(R.duplicateEmbed),
  moveEmbed: bind(R.moveEmbed),
  setEmbedText: bind(R.setEmbedText),
  setEmbedColor: bind(R.setEmbedColor),
  addField: bind(R.addField),
  removeField: bind(R.removeField),
  duplicateField: bind(R.duplicateField),
  moveField: bind(R.moveField),
  setFieldText: bind(R.setFieldText),
  setFieldInline: bind(R.setFieldInline),
  addFiles: bind(R.addFiles),
  removeFile: bind(R.removeFile),
  moveFile: bind(R.moveFile),
  updateFile: bind(R.updateFile),
  removeKept: bind(R.removeKept),
  setReference: bind(R.setReference),
  addMessage: () => useDraftsStore.getState().apply((draft) => R.addMessage(draft, newMessageId())),
  duplicateMessage: (index: number) =>
    useDraftsStore.getState().apply((draft) => R.duplicateMessage(draft, index, newMessageId())),
  removeMessage: bind(R.removeMessage),
  moveMessage: bind(R.moveMessage),
  renameMessage: bind(R.renameMessage),
  replaceMessageData: bind(R.replaceMessageData),
  clearMessagesSent: bind(R.clearMessagesSent),
  setComponentsV2: bind(R.setComponentsV2),
  setBodyValue: bind(R.setBodyValue),
  addBodyItem: bind(R.addBodyItem),
  removeBodyItem: bind(R.removeBodyItem),
  duplicateBodyItem: bind(R.duplicateBodyItem),
  moveBodyItem: bind(R.moveBodyItem),
}

/** 16 hex characters, like the ids the services give the first message. */
function newMessageId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 16)
}

function bind<A extends unknown[]>(reducer: (draft: Draft, ...args: A) => Draft): (...args: A) => void {
  return (...args) => useDraftsStore.getState().apply((draft) => reducer(draft, ...args))
}
