import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

// The language checks of i18n.spec.ts, for the Applications screen (issue 25): what the user reads is
// bracketed in the pseudo-locale, and nothing is cut off.

const shots = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'i18n-applications')

export async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  // The screen scrolls inside <main>: a tall window shows all of it in one picture.
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.setViewportSize({ width: size.width, height: 4000 })
  await page.screenshot({ path: path.join(shots, `${name}.png`) })
  await page.setViewportSize(size)
}

/** Settings → Language, by the option's value (its label is in its own language). */
export async function chooseLanguage(page: Page, value: string) {
  await page.locator('#settings-language').selectOption(value)
  await expect(page.locator('html')).toHaveAttribute('lang', value)
}

/**
 * Every piece of text with letters in `scope` (text nodes, and what is read out: aria-label, title,
 * placeholder) that is not bracketed by the pseudo-locale, other than values: code and `.mono` values
 * (ids, scopes, masked secrets), what the user typed (`typed`), Discord's record type names and the
 * locale names Intl gives (English in the pseudo-locale).
 */
export async function unbracketed(scope: Locator, typed: readonly string[]): Promise<string[]> {
  return scope.evaluateAll((roots, typed) => {
    const allowed = /^(Discord|Herald|[\d.,:/\s·-]+|https?:\/\/\S+|[A-Z]+(_[A-Z]+)+)$/
    const found: string[] = []
    const check = (text: string, where: string) => {
      const trimmed = text.trim()
      if (!/\p{L}/u.test(trimmed) || allowed.test(trimmed) || typed.includes(trimmed)) return
      if (!/^\[[\s\S]*\]$/.test(trimmed)) found.push(`${where}: ${trimmed}`)
    }
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('code, .mono, select[id$="-locale"] option')) continue
        if (parent.closest('[hidden], option') && !parent.closest('select')) continue
        check(node.textContent ?? '', parent.tagName.toLowerCase())
      }
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name)
          if (value) check(value, `${element.tagName.toLowerCase()}[${name}]`)
        }
      }
    }
    return found
  }, typed)
}

/** Buttons, labels and headings whose text is wider than their box. */
export async function clipped(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'button, label, legend, h1, h2, h3, dt, dd, select, .notice__title',
        ),
      ]
        .filter((element) => {
          if (element.offsetParent === null) return false
          // A button's scrollWidth does not grow with its text: measure the text itself too.
          const range = document.createRange()
          range.selectNodeContents(element)
          const text = range.getBoundingClientRect().width
          return (
            element.scrollWidth > element.clientWidth + 1 || text > element.getBoundingClientRect().width + 1
          )
        })
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim() ?? ''}`),
    ),
  )
}
