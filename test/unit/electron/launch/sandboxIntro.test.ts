import { describe, expect, it } from 'vitest'
import { sandboxIntro } from '@launch/sandboxIntro'

// Issue 22 item 13: what `npm run sandbox` prints says a vault passphrase will be asked for, names the
// channel ids, and says where Bot tokens are.
const INFO = {
  url: 'http://127.0.0.1:4000',
  apiBase: 'http://127.0.0.1:4000/api/v10',
  authBase: 'http://127.0.0.1:4000/api',
  demo: {
    guild: { id: '1100000000000000001', name: 'Herald Sandbox' },
    channels: { general: '1100000000000000011', news: '1100000000000000012' },
    webhooks: {
      general: {
        name: 'General Hook',
        url: 'http://127.0.0.1:4000/api/v10/webhooks/1/t',
        channelId: '1100000000000000011',
      },
    },
    application: {
      id: '1100000000000000020',
      name: 'Demo',
      clientSecret: 'demo-secret',
      botToken: 'MTE.x.y',
    },
  },
}

describe('sandboxIntro', () => {
  const text = sandboxIntro(INFO).join('\n')

  it('names every channel with its id, and the server id', () => {
    expect(text).toContain('#general (1100000000000000011)')
    expect(text).toContain('#news 1100000000000000012')
    expect(text).toContain('(id 1100000000000000001)')
  })

  it('says where Bot tokens are and that a vault passphrase will be asked for', () => {
    expect(text).toContain('Webhooks screen → Bot tokens → Add a bot token')
    expect(text).toMatch(/asks you to choose a vault passphrase/)
  })
})
