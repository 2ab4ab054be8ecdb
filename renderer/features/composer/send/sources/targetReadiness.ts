import { useEffect, useMemo } from 'react'
import type { Draft } from '../../../../../shared/drafts/draft'
import type { Target } from '../../../../../shared/rpc/areas/send'
import type { UploadLimit, WebhookView } from '../../../../../shared/rpc/areas/webhooks'
import { useDraftsStore } from '../../../../store/drafts/store'
import { flatWebhooks } from '../../../../store/webhooks/selectors'
import { useWebhooksStore } from '../../../../store/webhooks/store'

export type TargetReadiness =
  | { ok: false; reason: string; path?: string }
  | { ok: true; target: Target; threadId?: string; uploadLimitMiB: UploadLimit }

/** Discord's upload limit for a server without boosts; what a pasted URL gets. */
export const DEFAULT_UPLOAD_LIMIT_MIB: UploadLimit = 10

/**
 * Whether the open draft's target can be sent to, and how. `library` is undefined while the library is
 * still loading: a saved webhook is then trusted until the list says otherwise.
 */
export function targetReadiness(
  draft: Draft | undefined,
  library: WebhookView[] | undefined,
): TargetReadiness {
  const chosen = draft?.targets[0]
  if (!draft || !chosen)
    return { ok: false, reason: 'Choose where to send it: a saved webhook or a webhook URL.' }
  const threadId = draft.messages[0]?.threadId
  const thread = threadId ? { threadId } : {}
  if (chosen.kind === 'sealed') {
    return {
      ok: true,
      target: { kind: 'sealed', ref: chosen.ref },
      ...thread,
      uploadLimitMiB: DEFAULT_UPLOAD_LIMIT_MIB,
    }
  }
  const webhook = library?.find((candidate) => candidate.id === chosen.webhookId)
  if (library && !webhook) return { ok: false, reason: 'The chosen webhook is no longer in the library.' }
  if (webhook?.health.state === 'revoked') return { ok: false, reason: `“${webhook.label}” was revoked.` }
  if (webhook?.health.state === 'invalid') {
    return {
      ok: false,
      reason: `Discord no longer accepts “${webhook.label}” (deleted or its token was reset).`,
    }
  }
  return {
    ok: true,
    target: { kind: 'saved', webhookId: chosen.webhookId },
    ...thread,
    uploadLimitMiB: webhook?.settings.effectiveUploadLimitMiB ?? DEFAULT_UPLOAD_LIMIT_MIB,
  }
}

/** The minimal readiness hook the send bar uses until the target part's own lands. */
export function useLocalTargetReadiness(_index = 0): TargetReadiness {
  const draft = useDraftsStore((state) => state.draft)
  const start = useWebhooksStore((state) => state.start)
  const servers = useWebhooksStore((state) => state.servers)
  const status = useWebhooksStore((state) => state.status)
  useEffect(() => start(), [start])
  const library = useMemo(() => (status === 'ready' ? flatWebhooks(servers) : undefined), [servers, status])
  return useMemo(() => targetReadiness(draft, library), [draft, library])
}
