import { describe, expect, it } from 'vitest'
import { checkLinkUrl } from '@shared/discord'
import { findProblems } from '@shared/discord/measure'
import { LABEL } from '@shared/discord/problemLabels'
import { URL_TABLE } from '../../../fixtures/discordUrls'

// Issue 22 item 4: the one URL rule, on the table the CLI test shares.

describe('checkLinkUrl: the one URL rule the editor, herald validate and every request use', () => {
  it.each(URL_TABLE)('%s → %s', (url, ok) => {
    expect(checkLinkUrl(url, { label: LABEL.url }) === null).toBe(ok)
    const problems = findProblems({ avatar_url: url, content: 'x' }, { kind: 'execute' })
    expect(problems.map((p) => p.pathText)).toEqual(ok ? [] : ['avatar_url'])
  })

  it('says plainly why a placeholder is refused', () => {
    expect(checkLinkUrl('https://&&USERAVATAR&&', { label: LABEL.avatarUrl })?.message).toBe(
      'The avatar URL has no real host ("&&USERAVATAR&&"): Discord takes only a web address with a domain name like example.com, or an IP address. Replace the placeholder before sending.',
    )
  })

  it('attachment:// only where Discord allows it', () => {
    expect(checkLinkUrl('attachment://a.png', { label: LABEL.imageUrl, attachment: true })).toBeNull()
    expect(checkLinkUrl('attachment://a.png', { label: LABEL.embedUrl })?.code).toBe('invalid_url')
  })
})
