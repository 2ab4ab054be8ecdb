import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

// The language checks of i18n.spec.ts, for the vault, bot tokens and shell spec (issue 25's second round),
// with one addition: text the user typed or Discord named (a token's label, a webhook's name) is data,
// not a message, and is left out through a selector.

const shots = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'i18n-vault')

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
 * placeholder) that is not bracketed by the pseudo-locale, other than values, Discord's terms, code and
 * the text and the name of an element matching `data`.
 */
export async function unbracketed(scope: Locator, data = ':not(*)'): Promise<string[]> {
  return scope.evaluateAll((roots, dataSelector) => {
    const allowed = /^(Discord|Herald|[\d.,:/\s·-]+|https?:\/\/\S+|HERALD_[A-Z_]+)$/
    const found: string[] = []
    const check = (text: string, where: string) => {
      const trimmed = text.trim()
      if (!/\p{L}/u.test(trimmed) || allowed.test(trimmed)) return
      if (!/^\[[\s\S]*\]$/.test(trimmed)) found.push(`${where}: ${trimmed}`)
    }
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('code, [aria-hidden="true"]') || parent.matches(dataSelector)) continue
        if (parent.closest('[hidden], option') && !parent.closest('select')) continue
        check(node.textContent ?? '', parent.tagName.toLowerCase())
      }
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (element.matches(dataSelector)) continue
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
      [...root.querySelectorAll<HTMLElement>('button, label, h1, h2, h3, dt, dd, select, .notice__title')]
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

/** Both checks over each scope: nothing left in English, nothing cut off. */
export async function expectTranslatedWhole(scopes: Locator[], data?: string) {
  for (const scope of scopes) {
    expect(await unbracketed(scope, data)).toEqual([])
    expect(await clipped(scope)).toEqual([])
  }
}
