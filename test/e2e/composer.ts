import type { Page } from '@playwright/test'

/** The composer's controls, found the way a user (or a screen reader) finds them. */
export function composer(page: Page) {
  const screen = page.locator('main > div:not([hidden])')
  return {
    target: screen.getByRole('combobox', { name: 'Send to' }),
    url: screen.getByRole('textbox', { name: 'Webhook URL' }),
    content: screen.getByRole('textbox', { name: 'Message', exact: true }),
    send: screen.getByRole('button', { name: 'Send', exact: true }),
    sent: screen.getByRole('status', { name: 'Message sent' }),
    problems: screen.locator('.send-problems'),
    alert: screen.getByRole('alert'),
    async fill(url: string, content: string) {
      await this.url.fill(url)
      await this.content.fill(content)
    },
  }
}

/** Runs one of the Draft actions menu's items with the mouse ("Rename draft…", "Import…"). */
export async function draftAction(page: Page, name: string): Promise<void> {
  const screen = page.locator('main > div:not([hidden])')
  await screen.getByRole('button', { name: 'Draft actions' }).click()
  await screen
    .getByRole('menu', { name: 'Draft actions' })
    .getByRole('menuitem', { name, exact: true })
    .click()
}
