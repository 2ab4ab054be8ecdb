import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { methods } from '@shared/rpc/contract'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { failure, freePort, startApplications } from './harness'

// Issue 24, defect 11: a bot token with a control character was saved, and every later call failed
// `internal` (an HTTP header cannot carry it). Tokens and secrets are checked at the RPC boundary.
let emu: Emulator
let h: Awaited<ReturnType<typeof startApplications>>

beforeEach(async () => {
  emu = await startEmulator({ seed: 'demo' })
  h = await startApplications(emu)
})
afterEach(async () => {
  await h.close()
  await emu.close()
})

describe('a pasted bot token or client secret', () => {
  it('is refused with a specific message when it holds a control character or a space', async () => {
    const { id, botToken, clientSecret } = emu.demo.application
    const add = async (given: { botToken: string; clientSecret: string }) =>
      failure(
        await h.dispatch('applications.add', {
          label: 'Sandbox',
          applicationId: id,
          clientId: id,
          redirectPort: await freePort(),
          ...given,
        }),
      )
    for (const bad of [`${botToken.slice(0, 10)}\u0007${botToken.slice(10)}`, `${botToken} extra`]) {
      const refused = await add({ botToken: bad, clientSecret })
      expect(refused.kind).toBe('invalidInput')
      const issues = refused.kind === 'invalidInput' ? refused.issues : []
      expect(issues).toEqual([
        {
          path: 'botToken',
          message: expect.stringMatching(/bot token .*space, a control character/i) as string,
        },
      ])
    }
    const secret = await add({ botToken, clientSecret: `${clientSecret}\r\nX-Evil: 1` })
    const issues = secret.kind === 'invalidInput' ? secret.issues : []
    expect(issues.map((issue) => issue.path)).toEqual(['clientSecret'])
    expect(issues[0]?.message).toMatch(/client secret/)
    // What the user typed is not echoed back in the message (it is a secret).
    expect(JSON.stringify(issues)).not.toContain(clientSecret)
  })

  it('is refused the same way by botTokens.add', () => {
    const parsed = methods['botTokens.add'].input.safeParse({ label: 'Bot', token: 'abc\u0000def' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['token', expect.stringMatching(/bot token holds a space, a control character/)],
    ])
  })
})
