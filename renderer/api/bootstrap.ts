import type { Envelope, Transport } from '@shared/rpc'
import type { Bootstrap } from '@shared/rpc/areas/bootstrap'

const key = (method: string, input: unknown) => `${method} ${JSON.stringify(input ?? {})}`

/** Each part of the bootstrap under the call that would have read it. */
function answersOf(first: Bootstrap): Map<string, unknown> {
  const answers = new Map<string, unknown>([
    [key('app.info', {}), first.info],
    [key('settings.get', {}), first.settings],
    [key('drafts.list', {}), first.drafts],
    [key('webhooks.list', {}), first.webhooks],
    [key('schedules.list', {}), first.schedules],
    [key('vault.status', {}), first.vault],
    [key('status.list', {}), first.status],
  ])
  if (first.open) {
    answers.set(key('drafts.open', { id: first.open.id }), first.open.opened)
    answers.set(key('sends.list', { draftId: first.open.id }), first.open.sends)
  }
  return answers
}

/**
 * The first screen's data in one round trip (issue 23): asks `app.bootstrap` at once, and answers the
 * stores' first reads from it instead of a request each. That lasts only while nothing has changed: the
 * first call it cannot answer (a write, or any other method) or the first event ends it, and from then
 * on every call goes out as before. If the bootstrap fails, every call goes out as before.
 */
export function withBootstrap(transport: Transport): Transport {
  let answers: Promise<Map<string, unknown>> | undefined = transport.invoke('app.bootstrap', {}).then(
    (envelope) => (envelope.ok ? answersOf(envelope.value as Bootstrap) : new Map()),
    () => new Map(),
  )
  return {
    async invoke(method, input): Promise<Envelope> {
      const served = await answers
      const k = key(method, input)
      if (served?.has(k)) return { ok: true, value: served.get(k) }
      answers = undefined
      return transport.invoke(method, input)
    },
    subscribe(event, listener) {
      return transport.subscribe(event, (payload) => {
        answers = undefined
        listener(payload)
      })
    },
  }
}
