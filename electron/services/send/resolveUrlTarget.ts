import type { HeraldConfig } from '../config'
import { readWebhookUrl } from '../discord/readWebhookUrl'
import { registerSecret } from '../log'

/**
 * A webhook to call, with the thread a pasted URL may name (`?thread_id=`). The optional fields come from
 * the shell: the per-file upload limit in MiB (unknown in the CLI) and a saved webhook's defaults.
 */
export type ResolvedTarget = {
  webhookId: string
  token: string
  threadId?: string
  uploadLimitMiB?: number
  defaultUsername?: string | null
  defaultAvatarUrl?: string | null
}

/**
 * Reads a pasted webhook URL. Accepted: a Discord webhook URL (discord.com, discordapp.com, ptb.,
 * canary., with or without /api/vN) or a URL under the configured API root; anything else is refused
 * here, before a request exists, so a token never leaves for another host. Whatever host the URL
 * names, the request itself always goes to the configured API root.
 */
export function resolveUrlTarget(url: string, config: Pick<HeraldConfig, 'apiBase'>): ResolvedTarget {
  const parsed = readWebhookUrl(url, config.apiBase, 'target.url')
  // From here on the token is a known secret: the logger masks it wherever it would appear.
  registerSecret(parsed.token)
  return parsed.threadId
    ? { webhookId: parsed.id, token: parsed.token, threadId: parsed.threadId }
    : { webhookId: parsed.id, token: parsed.token }
}
