import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

// The checks i18n.spec.ts makes on a screen in the pseudo-locale (text left in English, text cut off),
// for the Webhooks screens; copied rather than shared so that spec stays as it is while others edit it.

const shots = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'i18n-webhooks')

export async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true })
}

/** Settings → Language, by the option's value (its label is in its own language). */
export async function chooseLanguage(page: Page, value: string) {
  await page.locator('#settings-language').selectOption(value)
  await expect(page.locator('html')).toHaveAttribute('lang', value)
}

/**
 * Every piece of text with letters in `scope` (text nodes, and what is read out: aria-label, title,
 * placeholder) that is not bracketed by the pseudo-locale. `data` are values the user or Discord gave
 * (names, labels): a text that is only those and punctuation is not a message.
 */
export async function unbracketed(scope: Locator, data: readonly string[] = []): Promise<string[]> {
  return scope.evaluateAll((roots, data) => {
    // Sizes are values formatted by shared/i18n/format (binary units, as Discord states its limits).
    const allowed = /^(Discord|Herald|[\d.,:/\s·#-]+|[\d.,\s]+(B|KiB|MiB)|https?:\/\/\S+|HERALD_[A-Z_]+)$/
    const found: string[] = []
    const check = (text: string, where: string) => {
      const trimmed = text.trim()
      const rest = data.reduce((left, value) => left.split(value).join(''), trimmed).trim()
      if (!/\p{L}/u.test(rest) || allowed.test(rest)) return
      if (!/^\[[\s\S]*\]$/.test(trimmed)) found.push(`${where}: ${trimmed}`)
    }
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        // Code is code; an avatar's monogram is the first letter of a name.
        if (!parent || parent.closest('code, [data-avatar="monogram"]')) continue
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
  }, data)
}

/** Buttons, labels and headings whose text is wider than their box. */
export async function clipped(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'button, label, h1, h2, h3, dt, dd, select, .notice__title, .badge, .channel__count',
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
