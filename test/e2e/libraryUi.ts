import type { Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expect } from './fixtures'

export const PASSPHRASE = 'quiet harbour lantern 42'

/** The screen on show: every screen stays mounted, so locators are scoped to the visible one. */
export function visibleScreen(page: Page) {
  return page.locator('main > div:not([hidden])')
}

export async function openScreen(page: Page, name: 'Composer' | 'Webhooks' | 'History' | 'Settings') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click()
  await expect(visibleScreen(page).getByRole('heading', { level: 1, name })).toBeVisible()
}

/** Sets the vault up from the Webhooks screen. */
export async function createVault(page: Page, passphrase = PASSPHRASE) {
  await openScreen(page, 'Webhooks')
  const form = visibleScreen(page).getByRole('form', { name: 'Set up the vault' })
  await form.getByLabel('Passphrase', { exact: true }).fill(passphrase)
  await form.getByLabel('Confirm passphrase').fill(passphrase)
  await form.getByRole('button', { name: 'Create vault' }).click()
  await expect(form).toBeHidden()
}

/** Adds a webhook by URL on the Webhooks screen and waits for Discord's description of it. */
export async function addWebhook(page: Page, url: string, label: string) {
  const form = visibleScreen(page).getByRole('form', { name: 'Add a webhook' })
  await form.getByRole('textbox', { name: 'Webhook URL' }).fill(url)
  await form.getByRole('textbox', { name: 'Label (optional)' }).fill(label)
  await form.getByRole('button', { name: 'Add webhook' }).click()
  await expect(visibleScreen(page).getByRole('status', { name: 'Webhook added' })).toBeVisible()
}

/**
 * The usual start of a composer test: a vault, one saved webhook under this label, and the composer open
 * with that webhook chosen in "Send to".
 */
export async function composeTo(page: Page, hook: { url: string; id: string }, label: string) {
  await createVault(page)
  await addWebhook(page, hook.url, label)
  await openScreen(page, 'Composer')
  await visibleScreen(page).getByRole('combobox', { name: 'Send to' }).selectOption(hook.id)
}

/** Saves a bot token on the Webhooks screen under the label "Sandbox bot". */
export async function addBotToken(page: Page, token: string) {
  const form = visibleScreen(page).getByRole('form', { name: 'Add a bot token' })
  await form.getByRole('textbox', { name: 'Label' }).fill('Sandbox bot')
  await form.getByLabel('Bot token').fill(token)
  await form.getByRole('button', { name: 'Add bot token' }).click()
  await expect(visibleScreen(page).getByRole('listitem', { name: 'Sandbox bot' })).toBeVisible()
}

/** Every secret of the demo seed: webhook tokens and the bot token. */
export function demoSecrets(emulator: Emulator): string[] {
  return [
    ...Object.values(emulator.demo.webhooks).map((hook) => hook.token),
    emulator.demo.application.botToken,
  ]
}

/** No token of the demo seed appears in the page's text or its HTML (attributes included). */
export async function expectNoSecrets(page: Page, emulator: Emulator) {
  const { text, html } = await page.evaluate(() => ({
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
  }))
  for (const secret of demoSecrets(emulator)) {
    expect(text.includes(secret), 'a token in the page text').toBe(false)
    expect(html.includes(secret), 'a token in the page HTML').toBe(false)
  }
}

/** Opens the sent message from History for edit, replaces its content and saves the edit. */
export async function editFromHistory(page: Page, messageId: string, content: string) {
  await openScreen(page, 'History')
  await visibleScreen(page)
    .getByRole('button', { name: `Edit message ${messageId}` })
    .click()
  const composer = visibleScreen(page)
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill(content)
  await composer.getByRole('button', { name: 'Send', exact: true }).click()
  await page
    .getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    .getByRole('button', { name: 'Save edit' })
    .click()
  await expect(composer.getByRole('status', { name: 'Message edited' })).toBeVisible()
}
