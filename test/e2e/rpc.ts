import type { Page } from '@playwright/test'

export type RpcEnvelope<T = unknown> = { ok: boolean; value: T }

/** Calls the services as the page does, with the page's session token. */
export async function rpc<T = unknown>(page: Page, method: string, input: unknown): Promise<RpcEnvelope<T>> {
  return page.evaluate(
    async ([name, body]) => {
      const response = await fetch(`/rpc/${name}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Herald-Token': sessionStorage.getItem('herald.token') ?? '',
        },
        body: JSON.stringify(body),
      })
      return (await response.json()) as RpcEnvelope<T>
    },
    [method, input] as const,
  )
}
