import { describe, expect, it } from 'vitest'
import { openInBrowser } from '@services/openBrowser'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../support/english'

// Issue 25: why no browser opened is a phrase, so `herald oauth login` says it in the terminal's language.

describe('openInBrowser: why nothing opened', () => {
  it('says there is no display, in English and in German', async () => {
    const outcome = await openInBrowser('https://example.com', { platform: 'linux', env: {} })
    if (outcome.opened) throw new Error('opened')
    expect(outcome.reason.message).toBe('no display: neither DISPLAY nor WAYLAND_DISPLAY is set')
    expect(saidText(translatorFor('de'), outcome.reason)).toBe(
      'keine Anzeige: Weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt',
    )
  })

  it('names the opener that is not installed', async () => {
    const env = { DISPLAY: ':0', PATH: '/nonexistent' }
    const outcome = await openInBrowser('https://example.com', { platform: 'linux', env })
    if (outcome.opened) throw new Error('opened')
    expect(outcome.reason.message).toBe('xdg-open is not installed')
    expect(saidText(translatorFor('ru'), outcome.reason)).toBe('xdg-open не установлен')
  })
})
