import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { listenForCallback } from '@services/applications/loopbackListener'
import { RpcError } from '@shared/rpc/errors'
import { ManualClock } from '../../manualClock'
import { freePort } from './harness'

// The one-shot redirect listener on its own, over real loopback sockets.
describe('listenForCallback', () => {
  it('answers only the callback path with the right state, once, then closes', async () => {
    const wait = await listenForCallback(0, 'good-state')
    const base = `http://127.0.0.1:${wait.port}`
    expect((await fetch(`${base}/elsewhere?code=c&state=good-state`)).status).toBe(404)
    expect((await fetch(`${base}/oauth2/callback?code=c`)).status).toBe(400)
    expect((await fetch(`${base}/oauth2/callback?state=good-state`)).status).toBe(400)
    const ok = await fetch(`${base}/oauth2/callback?code=the-code&state=good-state`)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('You can close this tab')
    await expect(wait.result).resolves.toEqual({ code: 'the-code' })
    await expect(fetch(`${base}/oauth2/callback?code=again&state=good-state`)).rejects.toThrow()
  })

  it('ends the wait with a clear error when the user declines', async () => {
    const wait = await listenForCallback(0, 's')
    await fetch(`http://127.0.0.1:${wait.port}/oauth2/callback?error=access_denied&state=s`)
    await expect(wait.result).rejects.toThrow('The authorization was declined in the browser.')
  })

  it('says which port is taken, and cancels cleanly', async () => {
    const port = await freePort()
    const other = http.createServer()
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
    const taken = await listenForCallback(port, 's').catch((e: unknown) => e)
    expect(taken).toBeInstanceOf(RpcError)
    expect((taken as RpcError).message).toContain(`Port ${port} on 127.0.0.1 is in use by another program`)
    await new Promise<void>((resolve) => other.close(() => resolve()))
    const wait = await listenForCallback(port, 's')
    wait.cancel()
    await expect(wait.result).rejects.toMatchObject({ kind: 'cancelled' })
  })

  // Issue 24, defect 12: a Connect left unfinished kept the port open for good.
  it('stops listening after its timeout (5 minutes by default) with an error saying so', async () => {
    const clock = new ManualClock(0)
    const wait = await listenForCallback(0, 's', { clock })
    const callback = `http://127.0.0.1:${wait.port}/oauth2/callback`
    expect((await fetch(`${callback}?state=other`)).status).toBe(400)
    clock.advance(5 * 60_000 - 1)
    expect((await fetch(`${callback}?state=other`)).status).toBe(400)
    clock.advance(1)
    await expect(wait.result).rejects.toThrow(/not finished within 5 minutes/)
    await expect(fetch(`${callback}?code=late&state=s`)).rejects.toThrow()
  })
})
