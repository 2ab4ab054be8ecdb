import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 13, defect 1: a DELETE whose first attempt Discord processed but whose answer was lost is retried,
// and the retry's 404 10008 means the delete worked. What the terminal shows, and the emulator saw.

const cli = cliHarness('herald-delete-')
const DELETE_PATH = '/webhooks/:id/:token/messages/:message'

function herald(args: string[]): Promise<Run> {
  return runNode([cli.entry, ...args], {
    env: {
      ...cli.env(),
      HERALD_WEBHOOK_URL: cli.emu.demo.webhooks.general.url,
    },
    stdin: JSON.stringify({ content: 'to be deleted' }),
  })
}

async function sentMessageId(): Promise<string> {
  const sent = await herald(['send', '-', '--wait'])
  expect(sent.code).toBe(0)
  return (JSON.parse(sent.stdout) as { id: string }).id
}

describe('herald delete when the answer is lost', () => {
  it('reports the delete as done when the retry finds the message gone, and exits 0', async () => {
    const id = await sentMessageId()
    cli.emu.control.injectFault({ kind: 'resetAfterBody', method: 'DELETE', path: DELETE_PATH })
    const run = await herald(['delete', '--message', id])
    expect(run.stderr).toMatch(/deleted.*already gone/i)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ status: 204, alreadyGone: true })
    const deletes = cli.emu.control.journal({ route: 'deleteWebhookMessage' })
    // The first was processed (the message went) and then reset instead of answered; the retry found it gone.
    expect(deletes.map((entry) => entry.status)).toEqual([null, 404])
    expect(cli.emu.control.messages({ webhookId: cli.emu.demo.webhooks.general.id })).toEqual([])
  })

  it('still says "no longer exists" (exit 3) when the first attempt finds it gone', async () => {
    const id = await sentMessageId()
    expect((await herald(['delete', '--message', id])).code).toBe(0)
    const again = await herald(['delete', '--message', id])
    expect(again.code).toBe(3)
    expect(again.stderr).toMatch(/no longer exists/)
    expect(cli.emu.control.journal({ route: 'deleteWebhookMessage' }).map((e) => e.status)).toEqual([
      204, 404,
    ])
  })
})
