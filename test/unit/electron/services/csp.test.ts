import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { metaCsp, pageCsp } from '@services/csp'

const indexHtml = path.resolve(import.meta.dirname, '../../../../renderer/index.html')

/** Directive name -> sources, to compare policies without caring about spacing. */
function parse(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  )
}

describe('the page CSP', () => {
  it('is the same in renderer/index.html as in the table both shells send', () => {
    const html = fs.readFileSync(indexHtml, 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    expect(parse(meta!)).toEqual(parse(metaCsp))
  })

  it('lets images come only from the page’s origin and its own object URLs: Discord’s CDN too goes through the services', () => {
    for (const policy of [pageCsp, metaCsp]) {
      const directives = parse(policy)
      expect(directives.get('img-src')).toBe("'self' data: blob:")
      expect(directives.get('connect-src')).toBe("'self'")
      expect(directives.get('default-src')).toBe("'none'")
    }
    expect(parse(pageCsp).get('frame-ancestors')).toBe("'none'")
  })

  it('lets video and audio play only from the page’s own object URLs: sent files come through the services', () => {
    for (const policy of [pageCsp, metaCsp]) expect(parse(policy).get('media-src')).toBe("'self' blob:")
    expect(parse(metaCsp).has('frame-ancestors')).toBe(false)
  })
})
