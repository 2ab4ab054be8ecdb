import { readFileSync } from 'node:fs'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { createVault, openScreen, visibleScreen } from './libraryUi'
import { draftAction } from './composer'

// Issue 12: a Discohook backup dropped on the Import dialog becomes a draft; its webhook goes to the
// library only when the user agrees; the draft goes back out as Discohook JSON and a share link.

test.describe('Discohook import and export', () => {
  test('INTEROP-001 drop a backup with two messages and a webhook, save the webhook, export JSON and a link', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    const masked = `…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`
    const backup = JSON.stringify({
      version: 8,
      backups: [
        {
          name: 'Launch week',
          messages: [
            { _id: 'a1', data: { content: 'Part one', author: { name: 'Launch bot' } } },
            { _id: 'a2', data: { content: 'Part two', embeds: [{ title: 'Details', color: null }] } },
          ],
          targets: [{ url: `https://discord.com/api/webhooks/${hook.id}/${hook.token}` }],
        },
      ],
    })
    await createVault(app)
    await openScreen(app, 'Composer')
    await draftAction(app, 'Import…')
    const dialog = app.getByRole('dialog', { name: 'Import drafts' })
    await expectAccessible(app, testInfo, 'import dialog empty')

    const transfer = await app.evaluateHandle((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'backups-2026-11-23.json', { type: 'application/json' }))
      return data
    }, backup)
    await dialog.locator('.interop-drop').dispatchEvent('drop', { dataTransfer: transfer })
    const summary = dialog.getByRole('region', { name: 'What will be created' })
    await expect(summary).toContainText('1 draft, 2 messages, 1 webhook URL (saved only if you agree)')
    await expect(dialog.getByRole('textbox', { name: 'JSON or link' })).not.toHaveValue('')
    await expectAccessible(app, testInfo, 'import dialog filled')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'import dialog filled, dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()

    const save = app.getByRole('dialog', { name: 'Save 1 webhook to the library?' })
    await expect(save.getByRole('checkbox', { name: masked })).toBeChecked()
    await expect(save).not.toContainText(hook.token)
    await expectAccessible(app, testInfo, 'save webhooks dialog')
    await save.getByRole('button', { name: 'Save 1 webhook' }).click()
    await expect(save).toBeHidden()

    // The imported draft is open, with both messages.
    const screen = visibleScreen(app)
    await expect(screen.getByRole('toolbar', { name: 'Draft' })).toContainText('Launch week')
    // Issue 22 item 3: the webhook just saved is where this draft goes.
    await expect(screen.getByRole('region', { name: 'Send goes to' })).toContainText(masked)
    await draftAction(app, 'Export…')
    const out = app.getByRole('dialog', { name: 'Export drafts' })
    const jsonBox = out.getByRole('textbox', { name: 'Discohook JSON' })
    await expect(jsonBox).not.toHaveValue('')
    const exported = JSON.parse(await jsonBox.inputValue()) as {
      messages: { data: Record<string, unknown> }[]
    }
    expect(exported.messages.map((m) => m.data)).toEqual([
      { content: 'Part one', username: 'Launch bot', author: { name: 'Launch bot' } },
      { content: 'Part two', embeds: [{ title: 'Details' }] },
    ])
    expect(await jsonBox.inputValue()).not.toContain(hook.token)
    const link = await out.getByRole('textbox', { name: 'Share link' }).inputValue()
    expect(link.startsWith('https://discohook.app/?data=')).toBe(true)
    const decoded = JSON.parse(
      Buffer.from(link.split('?data=')[1] ?? '', 'base64url').toString('utf8'),
    ) as unknown
    expect(decoded).toEqual(exported)
    await expect(out.getByRole('link', { name: 'Save as file' })).toHaveAttribute(
      'download',
      /^discohook_backup_/,
    )
    await out.getByRole('checkbox', { name: 'Include webhook URLs' }).check()
    await expect(out.getByRole('status', { name: 'Webhook URLs are secrets' })).toBeVisible()
    await expectAccessible(app, testInfo, 'export dialog with the warning')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'export dialog, dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await out.getByRole('button', { name: 'Close', exact: true }).last().click()

    // The webhook is in the library, sealed: the page shows it masked.
    await openScreen(app, 'Webhooks')
    await expect(visibleScreen(app).getByText(masked).first()).toBeVisible()
  })
  // Issue 22 item 1: what Discord does not take is left out and listed, not left in to block Send.
  test('INTEROP-002 an Embed Generator export lists the action_set_id and ids it leaves out', async ({
    app,
  }, testInfo) => {
    const file = readFileSync(
      new URL('../fixtures/interop/embed-generator-components.json', import.meta.url),
      'utf8',
    )
    await openScreen(app, 'Composer')
    await draftAction(app, 'Import…')
    const dialog = app.getByRole('dialog', { name: 'Import drafts' })
    await dialog.getByRole('textbox', { name: 'JSON or link' }).fill(file)
    const left = dialog.getByRole('region', { name: 'Left out: Discord does not take these' })
    await expect(left).toContainText('messages[0].data.components[0].components[0].action_set_id')
    await expect(left).toContainText('Component id 8 is used twice')
    await expect(dialog.getByRole('region', { name: 'Problems found' })).not.toContainText('action_set_id')
    await expectAccessible(app, testInfo, 'import dialog with parts left out')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'import dialog with parts left out, dark')
  })
})
