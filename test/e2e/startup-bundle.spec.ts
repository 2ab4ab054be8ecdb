import path from 'node:path'
import { expect, test } from '@playwright/test'
import { initialJs } from '../../bench/initialJs'

const renderer = path.resolve(import.meta.dirname, '../../out/renderer')

// Issue 23: the page's first JavaScript was one 371 KB (gzip) file holding every screen and CodeMirror.
test.describe('start-up: what the page loads first (issue 23)', () => {
  test('BUNDLE-001 the initial JavaScript is under 250 KB gzip and leaves CodeMirror to the JSON view', () => {
    const first = initialJs(renderer)
    // Printed with the run, so the headroom under the limit shows.
    test.info().annotations.push({
      type: 'initial JS (gzip -9)',
      description: `${first.gzipBytes} B of ${250 * 1024} B`,
    })
    expect(first.gzipBytes).toBeLessThan(250 * 1024)
    // CodeMirror's content class (its view's own CSS), in its own chunk, loaded when the JSON tab is first opened.
    expect(first.text).not.toContain('cm-content')
  })
})
