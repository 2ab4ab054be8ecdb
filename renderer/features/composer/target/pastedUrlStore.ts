import { create } from 'zustand'
import { parseWebhookUrl } from '@shared/discord/urls'
import { attempt } from '@renderer/api/attempt'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { saidText } from '@shared/rpc/saidText'
import { currentTranslator } from '@renderer/i18n/current'

/**
 * kept: valid, held in memory only (the vault is locked or missing); sealing: going to the vault;
 * sealed: the draft holds the vault's reference; failed: the vault refused it (`error` says why).
 */
export type PastedPhase = 'editing' | 'kept' | 'sealing' | 'sealed' | 'failed'

export type PastedUrlState = {
  /** The draft the text belongs to: another draft never sends to it. */
  draftId: string | undefined
  /** The URL as typed. It lives in this page's memory only; the draft holds it only once sealed. */
  text: string
  sealedText: string | undefined
  phase: PastedPhase
  error: string | undefined
  /** Sets the text for a draft, and seals it when it looks complete and the vault is open. */
  paste(draftId: string, text: string, options: { apiBase: string; vaultOpen: boolean }): void
}

/** The pasted webhook URL of the open draft, for the URL box, the card and the send bar. */
export const usePastedUrlStore = create<PastedUrlState>()((set, get) => ({
  draftId: undefined,
  text: '',
  sealedText: undefined,
  phase: 'editing',
  error: undefined,
  paste(draftId, text, { apiBase, vaultOpen }) {
    const same = get().draftId === draftId
    set({ draftId, text, error: undefined, sealedText: same ? get().sealedText : undefined })
    const parsed = parseWebhookUrl(text, { apiBase })
    if (!parsed.ok) return set({ phase: 'editing' })
    const draft = useDraftsStore.getState().draft
    const target = draft?.targets[0]
    const alreadySealed = target?.kind === 'sealed' && target.webhookId === parsed.id
    if (alreadySealed && get().sealedText === text) return set({ phase: 'sealed' })
    // A URL's thread_id is where the whole draft goes: every message not already in a thread.
    draft?.messages.forEach((message, index) => {
      if (parsed.threadId && !message.threadId) draftActions.setThreadId(index, parsed.threadId)
    })
    if (!vaultOpen) return set({ phase: 'kept' })
    set({ phase: 'sealing' })
    drop(seal(draftId, text))
  },
}))

async function seal(draftId: string, text: string): Promise<void> {
  const outcome = await attempt('drafts.sealUrl', { url: text })
  const state = usePastedUrlStore.getState()
  // A newer paste or another draft took over meanwhile: this result is for nothing on the screen.
  if (state.draftId !== draftId || state.text !== text) return
  if (!outcome.ok) {
    if (outcome.error.kind === 'vaultLocked') return usePastedUrlStore.setState({ phase: 'kept' })
    return usePastedUrlStore.setState({
      phase: 'failed',
      error: saidText(currentTranslator(), outcome.error),
    })
  }
  if (useDraftsStore.getState().draft?.id !== draftId) return
  draftActions.setTarget(outcome.value.target)
  usePastedUrlStore.setState({ phase: 'sealed', sealedText: text })
}
