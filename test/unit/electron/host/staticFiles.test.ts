import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveInside } from '@host/staticFiles'

const root = path.resolve('/srv/herald/renderer')

describe('resolveInside', () => {
  it('maps / to index.html and other paths to files under the root', () => {
    expect(resolveInside(root, '/')).toBe(path.join(root, 'index.html'))
    expect(resolveInside(root, '/assets/index-abc.js')).toBe(path.join(root, 'assets', 'index-abc.js'))
  })

  it('refuses every way of climbing out of the root', () => {
    for (const attempt of [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/..%5c..%5cetc%5cpasswd',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      expect(resolveInside(root, attempt), attempt).toBeUndefined()
    }
  })

  it('refuses a sibling folder whose name starts like the root', () => {
    expect(resolveInside(root, '/../renderer-secrets/key')).toBeUndefined()
  })
})
