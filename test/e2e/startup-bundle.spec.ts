import path from 'node:path'
import { expect, test } from '@playwright/test'
import { initialJs } from '../../bench/initialJs'
import { events, methods } from '../../shared/rpc/contract'

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

  test("BUNDLE-002 the RPC contract's summaries (docs for readers) and the vault's forms stay out of the first chunks", () => {
    const first = initialJs(renderer)
    const summaries = [...Object.values(methods), ...Object.values(events)].map((spec) => spec.summary)
    expect(summaries.filter((summary) => first.text.includes(summary))).toEqual([])
    // The vault's set-up form, loaded when a send finds the vault locked.
    expect(first.text).not.toContain('Set up the vault')
  })
})
