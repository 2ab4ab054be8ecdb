import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

// Issue 25: the checks every language spec makes on a screen in the pseudo-locale (text left in English,
// text cut off), the language switch, and the screenshots to look at.

/** What a check counts as data rather than a message. */
export type DataRules = {
  /** Elements whose text and read-out names are data (a token's label, ids, language names). */
  skip?: string
  /** Strings the user typed or Discord named: a text made only of them and punctuation is data. */
  values?: readonly string[]
}

/** Screenshots into test-results/<folder>, the whole screen in one picture (screens scroll inside <main>). */
export function screenshots(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = path.join(import.meta.dirname, '..', '..', '..', 'test-results', folder)
  return async (page, name) => {
    fs.mkdirSync(dir, { recursive: true })
    const size = page.viewportSize() ?? { width: 1280, height: 720 }
    await page.setViewportSize({ width: size.width, height: 4000 })
    await page.screenshot({ path: path.join(dir, `${name}.png`) })
    await page.setViewportSize(size)
  }
}

/** The sidebar's screens by place, whatever language their names are in. */
const SCREEN_INDEX = { composer: 0, webhooks: 1, history: 2, applications: 3, settings: 4 }

/** Opens a screen from the sidebar by its place, in any language. */
export async function goToScreen(page: Page, screen: keyof typeof SCREEN_INDEX) {
  await page.locator('.sidebar .nav__item').nth(SCREEN_INDEX[screen]).click()
  await expect(page.locator(`.content__screen--${screen}`)).toBeVisible()
}

/** Opens Settings and switches the app to this language. */
export async function switchLanguage(page: Page, locale: string) {
  await goToScreen(page, 'settings')
  await chooseLanguage(page, locale)
}

/** Settings → Language, by the option's value (its label is in its own language). */
export async function chooseLanguage(page: Page, value: string) {
  await page.locator('#settings-language').selectOption(value)
  await expect(page.locator('html')).toHaveAttribute('lang', value)
}

/**
 * Every piece of text with letters in `scope` (text nodes, and what is read out: aria-label, title,
 * placeholder) that is not bracketed by the pseudo-locale, other than numbers, sizes, links, Discord's
 * and Herald's names, environment variables, code, decorative text and what `rules` call data.
 */
export async function unbracketed(scope: Locator, rules: DataRules = {}): Promise<string[]> {
  return scope.evaluateAll(
    (roots, { skip, values }) => {
      // Sizes are formatted by shared/i18n/format in binary units, as Discord states its limits.
      const allowed = /^(Discord|Herald|[\d.,:/\s·#-]+|[\d.,\s]+(B|KiB|MiB)|https?:\/\/\S+|[A-Z]+(_[A-Z]+)+)$/
      const always = 'code, [aria-hidden="true"], [data-avatar="monogram"]'
      const notText = skip ? `${always}, ${skip}` : always
      const found: string[] = []
      const check = (text: string, where: string) => {
        const rest = values.reduce((left, value) => left.split(value).join(''), text.trim()).trim()
        if (!/\p{L}/u.test(rest) || allowed.test(rest)) return
        if (!/^\[[\s\S]*\]$/.test(text.trim())) found.push(`${where}: ${text.trim()}`)
      }
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || parent.closest(notText)) continue
          if (parent.closest('[hidden], option') && !parent.closest('select')) continue
          check(node.textContent ?? '', parent.tagName.toLowerCase())
        }
        for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
          if (skip && element.matches(skip)) continue
          for (const name of ['aria-label', 'title', 'placeholder']) {
            const value = element.getAttribute(name)
            if (value) check(value, `${element.tagName.toLowerCase()}[${name}]`)
          }
        }
      }
      return found
    },
    { skip: rules.skip ?? '', values: rules.values ?? [] },
  )
}

/** Buttons, labels, headings and badges whose text is wider than their box. */
export async function clipped(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'button, label, legend, h1, h2, h3, dt, dd, select, .notice__title, .badge, .channel__count',
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

/** Both checks over each scope: nothing left in English, nothing cut off. */
export async function expectTranslatedWhole(scopes: Locator[], rules?: DataRules) {
  for (const scope of scopes) {
    expect(await unbracketed(scope, rules)).toEqual([])
    expect(await clipped(scope)).toEqual([])
  }
}
