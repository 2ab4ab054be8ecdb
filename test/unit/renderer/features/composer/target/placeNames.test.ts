import { describe, expect, it } from 'vitest'
import { resolveDestination } from '@renderer/features/composer/target/destination'
import { locateWebhook } from '@renderer/features/composer/target/locate'
import { refusals } from '@renderer/features/composer/send/targetCells'
import type { ServerGroup } from '@renderer/store/webhooks/types'
import { CHANNEL_A, GUILD, webhook } from '../../../store/webhooks/fixtures'
import { translatorFor } from '../translators'

// Issue 25: what the composer says about its target comes from the services' and shared/discord's
// phrases and the library's made-up place names, in the page's language rather than in English.

const de = translatorFor('de')
const FIRST = '300000000000000001'

/** A library whose server and channel nobody named: the services call them "Server <id>", "Channel <id>". */
const unnamed: ServerGroup[] = [
  {
    id: GUILD,
    name: `Server ${GUILD}`,
    channels: [{ id: CHANNEL_A, name: `Channel ${CHANNEL_A}`, webhooks: [webhook(FIRST, 'First')] }],
  },
]

describe('the composer’s target in German', () => {
  it('names a made-up channel in German, and keeps a name someone gave', () => {
    expect(locateWebhook(unnamed, FIRST, de)).toMatchObject({
      serverName: `Server ${GUILD}`,
      channelName: `Kanal ${CHANNEL_A}`,
    })
    const named = [{ ...unnamed[0]!, channels: [{ ...unnamed[0]!.channels[0]!, name: 'Channel one' }] }]
    expect(locateWebhook(named, FIRST, de)?.channelName).toBe('Channel one')
  })

  it('says why a pasted URL is not a webhook URL in German', () => {
    const library = { status: 'ready' as const, locate: (id: string) => locateWebhook(unnamed, id, de) }
    const destination = resolveDestination(
      undefined,
      { text: 'not a url', sealedText: undefined },
      library,
      'https://discord.com/api/v10',
      de,
    )
    expect(destination).toMatchObject({ kind: 'none' })
    expect(destination.kind === 'none' && destination.problem).toMatch(/^Das ist keine URL/)
  })

  it('gives the services’ refusal of a second copy in German', () => {
    const error = {
      kind: 'conflict' as const,
      message: 'Discord may already have this message: its answer was lost.',
      phrase: { id: 'service.send.answerLost' as const },
      mayDuplicate: true as const,
    }
    expect(refusals({ [FIRST]: { m1: { state: 'failed', error } } }, de)).toEqual([
      de('service.send.answerLost'),
    ])
    expect(de('service.send.answerLost')).not.toMatch(/Discord may/)
  })
})
