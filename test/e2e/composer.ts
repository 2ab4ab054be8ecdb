import type { Page } from '@playwright/test'

/** The composer's controls, found the way a user (or a screen reader) finds them. */
export function composer(page: Page) {
  return {
    url: page.getByRole('textbox', { name: 'Webhook URL' }),
    content: page.getByRole('textbox', { name: 'Message', exact: true }),
    send: page.getByRole('button', { name: 'Send' }),
    sent: page.getByRole('status', { name: 'Message sent' }),
    alert: page.getByRole('alert'),
    async fill(url: string, content: string) {
      await this.url.fill(url)
      await this.content.fill(content)
    },
  }
}
