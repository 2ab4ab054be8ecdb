import type { ParsedWebhookUrl } from '@shared/discord'
import { parseWebhookUrl } from '@shared/discord'
import { RpcError } from '@shared/rpc/errors'

/**
 * A pasted webhook URL read offline, or the invalidInput error that names the input it came from
 * (`url`, `target.url`) so the page can show the reason at that field.
 */
export function readWebhookUrl(
  url: string,
  apiBase: string,
  path: string,
): Extract<ParsedWebhookUrl, { ok: true }> {
  const parsed = parseWebhookUrl(url, { apiBase })
  if (!parsed.ok) {
    throw new RpcError({
      kind: 'invalidInput',
      message: parsed.message,
      phrase: parsed.phrase,
      issues: [{ path, message: parsed.message, phrase: parsed.phrase }],
    })
  }
  return parsed
}
