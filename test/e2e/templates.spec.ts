import { expectAccessible } from './a11y'
import { composer, draftAction } from './composer'
import { expect, test } from './fixtures'
import { addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'

// Issue 12, templates: a draft with {{version}} and {{date}} saved as a template, a new draft made from
// it with the version filled, and the filled text is what the form, the preview and the emulator see.

test.describe('composer: templates', () => {
  test('TPL-001 save a template, fill it, send it: the webhook receives the filled content', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    await createVault(app)
    await addWebhook(app, hook.url, 'Releases')
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    const ui = composer(app)
    await ui.target.selectOption({ label: `Releases · …/webhooks/${hook.id}/••••${hook.token.slice(-4)}` })
    await ui.content.fill('Herald {{version}} is out on {{ date }}')

    await draftAction(app, 'Save as template…')
    const save = app.getByRole('dialog', { name: 'Save as template' })
    await expect(save.getByRole('region', { name: 'Placeholders found' })).toContainText('{{version}}')
    await expect(save.getByRole('region', { name: 'Placeholders found' })).toContainText('{{date}}')
    await save.getByRole('textbox', { name: 'Template name' }).fill('Release')
    await expectAccessible(app, testInfo, 'template-save')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'template-save-dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await save.getByRole('button', { name: 'Save template' }).click()
    await expect(save.getByRole('status')).toContainText('Saved the template “Release”')
    await save.getByRole('button', { name: 'Done' }).click()

    await draftAction(app, 'New from template…')
    const pick = app.getByRole('dialog', { name: 'New from template' })
    await pick.getByRole('button', { name: 'Use Release' }).click()
    const fill = app.getByRole('dialog', { name: 'New from “Release”' })
    const date = fill.getByRole('textbox', { name: 'date' })
    const today = await app.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date()),
    )
    await expect(date).toHaveValue(today)

    // A missing value is listed with its path; what was typed stays.
    await date.fill('launch day')
    await fill.getByRole('button', { name: 'Create draft' }).click()
    await expect(fill.locator('.notice')).toContainText('values.version')
    await expect(date).toHaveValue('launch day')
    await expectAccessible(app, testInfo, 'template-fill')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'template-fill-dark')
    await app.emulateMedia({ colorScheme: 'light' })

    await fill.getByRole('textbox', { name: 'version' }).fill('2.1')
    await fill.getByRole('button', { name: 'Create draft' }).click()
    await expect(fill).toBeHidden()

    const filled = 'Herald 2.1 is out on launch day'
    await expect(ui.content).toHaveValue(filled)
    await expect(screen.locator('.composer__preview')).toContainText(filled)
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toMatchObject({ content: filled })
  })
})

test.describe('composer: managing templates', () => {
  test('TPL-002 rename and delete a template, deleting only after confirming', async ({ app }) => {
    await createVault(app)
    await openScreen(app, 'Composer')
    await composer(app).content.fill('Weekly {{topic}}')
    await draftAction(app, 'Save as template…')
    await app.getByRole('textbox', { name: 'Template name' }).fill('Weekly')
    await app.getByRole('button', { name: 'Save template' }).click()
    await app.getByRole('button', { name: 'Done' }).click()

    await draftAction(app, 'New from template…')
    const list = app.getByRole('list', { name: 'Templates' })
    await list.getByRole('button', { name: 'Rename Weekly' }).click()
    await app
      .getByRole('dialog', { name: 'Rename template' })
      .getByRole('textbox', { name: 'Template name' })
      .fill('Digest')
    await app.getByRole('button', { name: 'Rename', exact: true }).click()
    await expect(list.getByRole('button', { name: 'Use Digest' })).toBeVisible()

    await list.getByRole('button', { name: 'Delete Digest' }).click()
    const confirm = app.getByRole('dialog', { name: 'Delete template' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.getByRole('button', { name: 'Use Digest' })).toBeVisible()
    await list.getByRole('button', { name: 'Delete Digest' }).click()
    await confirm.getByRole('button', { name: 'Delete template' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(0)
    await expect(app.getByRole('dialog', { name: 'New from template' })).toContainText('No templates yet')
  })
})
