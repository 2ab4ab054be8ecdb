import type { Page } from '@playwright/test'
import { visibleScreen } from '../libraryUi'

/** What the composer shows now, read the way a user reads it: the oracle for what Discord must end up with. */

/** Where the target cards say Send goes: each card's masked URL, `…/webhooks/<id>/••••<last 4 of the token>`. */
export async function cardTargets(page: Page): Promise<{ id: string; tail: string }[]> {
  const urls = visibleScreen(page).getByTestId('target-card').locator('.target-card__url code')
  const texts = await urls.allInnerTexts()
  return texts.flatMap((text) => {
    const m = /webhooks\/(\d{17,20})\/•+(\S{1,4})/.exec(text)
    return m ? [{ id: m[1] as string, tail: m[2] as string }] : []
  })
}

/** Names of the files the draft attaches (new uploads, not the kept attachments of an edit). */
export async function newFileNames(page: Page): Promise<string[]> {
  const rows = visibleScreen(page)
    .getByRole('list', { name: 'Attachments', exact: true })
    .getByRole('listitem')
  const labels = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
  return labels.flatMap((label) => {
    const m = /^File \d+: (.+)$/.exec(label)
    return m ? [m[1] as string] : []
  })
}

/** While editing: the attachments the files card says the edit keeps. */
export async function keptFileNames(page: Page): Promise<string[]> {
  const rows = visibleScreen(page)
    .getByRole('list', { name: 'Kept attachments', exact: true })
    .getByRole('listitem')
  return rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
}

/** The attachment:// names the embeds' image and thumbnail fields show. */
export async function embedFileRefs(page: Page): Promise<string[]> {
  const fields = visibleScreen(page).getByRole('textbox', { name: /^Embed \d+ (image|thumbnail) URL$/ })
  const values = await fields.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  )
  return values.flatMap((value) => (value.startsWith('attachment://') ? [value.slice(13)] : []))
}

export async function contentValue(page: Page): Promise<string | undefined> {
  const box = visibleScreen(page).getByRole('textbox', { name: 'Message', exact: true })
  if (!(await box.isVisible())) return undefined
  return box.inputValue()
}

/** A post's identity: what Discord shows of it, the text and the files. Equal identities are copies. */
export function identity(content: string, files: readonly string[]): string {
  return `${content}|${[...files].sort().join(',')}`
}

export async function screenIdentity(page: Page): Promise<string | undefined> {
  const content = await contentValue(page)
  return content === undefined ? undefined : identity(content, await newFileNames(page))
}

export async function isEditing(page: Page): Promise<boolean> {
  return visibleScreen(page).getByRole('status', { name: 'Edit mode' }).isVisible()
}
