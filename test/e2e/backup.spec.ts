import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { composeTo, createVault, demoSecrets, openScreen, visibleScreen } from './libraryUi'

// Issue 12, Herald's own backup: made from Settings (no secret in the file), things changed, then
// restored with the conflicts asked kind by kind; restored webhooks wait for their URL.

async function lightAndDark(page: Page, testInfo: TestInfo, state: string, check = expectAccessible) {
  await check(page, testInfo, state)
  await page.screenshot({ path: testInfo.outputPath(`${state}.png`) })
  await page.emulateMedia({ colorScheme: 'dark' })
  await check(page, testInfo, `${state}-dark`)
  await page.screenshot({ path: testInfo.outputPath(`${state}-dark.png`) })
  await page.emulateMedia({ colorScheme: 'light' })
}

/** axe on the library's waiting webhooks only: the rest of the Webhooks screen has its own tests. */
async function awaitingAccessible(page: Page, testInfo: TestInfo, state: string) {
  const results = await new AxeBuilder({ page })
    .include('.awaiting')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  await testInfo.attach(`axe-${state}.json`, { body: JSON.stringify(results.violations, null, 2) })
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** A Herald backup file as the app writes it (format version 1), holding only a library. */
function backupOf(library: { webhooks: object[]; servers: object[]; channels: object[] }) {
  return {
    format: 'herald-backup',
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    appVersion: '1.0.0',
    drafts: [],
    templates: [],
    library,
    history: [],
    settings: {
      theme: 'system',
      defaultUploadLimitMiB: 10,
      confirmDestructive: true,
      historyLimitPerWebhook: 2000,
      lastWebhookId: null,
      previewDensity: 'cozy',
    },
  }
}

/** Chooses a file to restore in Settings (which must be showing) and returns the dialog it opens. */
async function chooseRestoreFile(page: Page, name: string, contents: string) {
  await visibleScreen(page)
    .getByLabel('Backup file to restore')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) })
  return page.getByRole('dialog', { name: `Restore ${name}` })
}

test.describe('backup and restore', () => {
  test('BACKUP-001 back up, change things, restore: each conflict asked, then what was done', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    await composeTo(app, hook, 'Announcements desk')
    const composer = visibleScreen(app)
    const content = composer.getByRole('textbox', { name: 'Message', exact: true })
    await content.fill('Launch notes, as backed up')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()

    await openScreen(app, 'Settings')
    const settings = visibleScreen(app)
    await settings.getByRole('combobox', { name: 'Message density' }).selectOption('compact')
    const downloading = app.waitForEvent('download')
    await settings.getByRole('button', { name: 'Back up…' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^herald-backup-\d{4}-\d{2}-\d{2}\.json$/)
    const file = testInfo.outputPath(download.suggestedFilename())
    await download.saveAs(file)
    const text = readFileSync(file, 'utf8')
    expect(JSON.parse(text)).toMatchObject({ format: 'herald-backup', version: 1 })
    for (const secret of demoSecrets(emulator)) expect(text).not.toContain(secret)
    const made = settings.getByRole('status', { name: 'Backup made' })
    await expect(made).toContainText(
      '1 draft, 0 templates, 1 webhook (without their URLs), 1 history entry and the settings',
    )
    await lightAndDark(app, testInfo, 'backup-made')

    // Changed after the backup: the draft's text and the density.
    await openScreen(app, 'Composer')
    await content.fill('Changed after the backup')
    await openScreen(app, 'Settings')
    await settings.getByRole('combobox', { name: 'Message density' }).selectOption('cozy')

    await settings.getByLabel('Backup file to restore').setInputFiles(file)
    const dialog = app.getByRole('dialog', { name: `Restore ${download.suggestedFilename()}` })
    await expect(dialog).toContainText('It holds 1 draft, 0 templates, 1 webhook')
    const restore = dialog.getByRole('button', { name: 'Restore' })
    const drafts = dialog.getByRole('group', { name: '1 draft is here already' })
    await expect(drafts).toContainText('Untitled draft')
    await expect(restore).toBeDisabled()
    await lightAndDark(app, testInfo, 'restore-conflicts')
    await app.setViewportSize({ width: 800, height: 900 })
    await app.screenshot({ path: testInfo.outputPath('restore-conflicts-narrow.png') })
    await app.setViewportSize({ width: 1280, height: 720 })

    await drafts.getByRole('radio', { name: 'Take the backup’s' }).check()
    await dialog
      .getByRole('group', { name: '1 webhook is in your library' })
      .getByRole('radio', { name: 'Keep mine' })
      .check()
    await dialog
      .getByRole('group', { name: '1 history entry is here already' })
      .getByRole('radio', { name: 'Keep mine' })
      .check()
    await expect(restore).toBeDisabled()
    await dialog
      .getByRole('group', { name: 'Your settings differ from the backup’s' })
      .getByRole('radio', { name: 'Take the backup’s' })
      .check()
    await restore.click()

    const summary = dialog.getByRole('status')
    await expect(summary).toContainText('The backup was restored.')
    await expect(summary).toContainText('Drafts1 replaced')
    await expect(summary).toContainText('Webhooks1 kept as they were')
    await expect(summary).toContainText('Settingsrestored from the backup')
    await lightAndDark(app, testInfo, 'restore-summary')
    await dialog.getByRole('button', { name: 'Done' }).click()

    await expect(settings.getByRole('combobox', { name: 'Message density' })).toHaveValue('compact')
    await openScreen(app, 'Composer')
    await expect(content).toHaveValue('Launch notes, as backed up')
  })

  test('BACKUP-002 a restored webhook waits for its URL, then is saved with the backup’s name', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    await createVault(app)
    const backup = backupOf({
      webhooks: [
        {
          id: hook.id,
          label: 'Release desk',
          name: 'General Hook',
          avatar: null,
          channelId: emulator.demo.channels.general,
          guildId: emulator.demo.guild.id,
          settings: { uploadLimitMiB: 50, defaultUsername: 'Herald', defaultAvatarUrl: null },
        },
      ],
      servers: [{ id: emulator.demo.guild.id, name: 'Our guild' }],
      channels: [{ id: emulator.demo.channels.general, guildId: emulator.demo.guild.id, name: 'general' }],
    })
    await openScreen(app, 'Settings')
    // A file that is not a backup: the reason, and nothing to restore.
    const wrong = await chooseRestoreFile(app, 'discohook.json', '{"version":"d2"}')
    await expect(wrong.getByRole('alert')).toContainText('This is not a Herald backup')
    await expect(wrong.getByRole('button', { name: 'Restore' })).toHaveCount(0)
    await lightAndDark(app, testInfo, 'restore-not-a-backup')
    await wrong.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(wrong).toBeHidden()

    const dialog = await chooseRestoreFile(app, 'old.json', JSON.stringify(backup))
    await expect(dialog).toContainText('Nothing in it collides with what is here')
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(dialog.getByRole('status')).toContainText(
      'One webhook needs its URL pasted again under Webhooks',
    )
    await dialog.getByRole('button', { name: 'Done' }).click()

    await openScreen(app, 'Webhooks')
    const waiting = visibleScreen(app).getByRole('region', { name: 'Restored webhooks that need their URL' })
    await expect(waiting).toContainText('Release desk')
    await expect(waiting).toContainText('Our guild · #general')
    await lightAndDark(app, testInfo, 'restore-awaiting', awaitingAccessible)
    // Not in the library: the composer cannot aim at it.
    await openScreen(app, 'Composer')
    const sendTo = visibleScreen(app).getByRole('combobox', { name: 'Send to' })
    await expect(sendTo.locator('option')).not.toHaveCount(0)
    await expect(sendTo.locator(`option[value="${hook.id}"]`)).toHaveCount(0)
    await openScreen(app, 'Webhooks')

    await waiting.getByLabel('Webhook URL for Release desk').fill(emulator.demo.webhooks.news.url)
    await waiting.getByRole('button', { name: 'Save webhook' }).click()
    await expect(waiting.getByRole('alert')).toContainText('not to "Release desk"')
    await waiting.getByLabel('Webhook URL for Release desk').fill(hook.url)
    await waiting.getByRole('button', { name: 'Save webhook' }).click()
    await expect(waiting).toBeHidden()
    await expect(visibleScreen(app).getByText('Release desk')).toBeVisible()
    await expect(visibleScreen(app).getByText('Our guild')).toBeVisible()

    await openScreen(app, 'Composer')
    const composer = visibleScreen(app)
    await composer.getByRole('combobox', { name: 'Send to' }).selectOption(hook.id)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Back in business')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
    expect(emulator.control.journal({ route: 'executeWebhook' })[0]!.body).toMatchObject({
      username: 'Herald',
    })
  })
  // Issue 22 item 10: restored into a data folder with no vault, the page offers to create one there.
  test('BACKUP-003 restored webhooks in a folder with no vault: create the vault there, then paste the URLs', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { general, news } = emulator.demo.webhooks
    const entry = (id: string, label: string, channelId: string) => ({
      id,
      label,
      name: label,
      avatar: null,
      channelId,
      guildId: emulator.demo.guild.id,
      settings: { uploadLimitMiB: 10, defaultUsername: null, defaultAvatarUrl: null },
    })
    const backup = backupOf({
      webhooks: [
        entry(general.id, 'Release desk', emulator.demo.channels.general),
        entry(news.id, 'Newsroom', emulator.demo.channels.news),
      ],
      servers: [],
      channels: [],
    })
    await openScreen(app, 'Settings')
    const dialog = await chooseRestoreFile(app, 'two.json', JSON.stringify(backup))
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(dialog.getByRole('status')).toContainText(
      '2 webhooks need their URLs pasted again under Webhooks',
    )
    await dialog.getByRole('button', { name: 'Done' }).click()

    await openScreen(app, 'Webhooks')
    const waiting = visibleScreen(app).getByRole('region', { name: 'Restored webhooks that need their URL' })
    await expect(waiting).toContainText('This data folder has no vault yet')
    await expect(waiting).not.toContainText('Unlock the vault')
    await lightAndDark(app, testInfo, 'restore-awaiting-no-vault', awaitingAccessible)
    await waiting.getByRole('button', { name: 'Create a vault here' }).click()
    const create = app.getByRole('dialog', { name: 'Create a vault' })
    await create.getByLabel('Passphrase', { exact: true }).fill('a long enough passphrase here')
    await create.getByLabel('Confirm passphrase').fill('a long enough passphrase here')
    await create.getByRole('button', { name: 'Create vault' }).click()
    await expect(create).toBeHidden()
    await expect(waiting).not.toContainText('This data folder has no vault yet')
    await waiting.getByLabel('Webhook URL for Release desk').fill(general.url)
    await waiting.getByRole('button', { name: 'Save webhook' }).first().click()
    await expect(waiting).not.toContainText('Release desk')
    await expect(waiting).toContainText('Newsroom')
  })
})
