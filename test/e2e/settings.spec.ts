import { expect, test } from './fixtures'
import { openScreen, visibleScreen } from './libraryUi'

test.describe('settings: appearance', () => {
  test('SET-001 the theme follows the setting (System, Light, Dark) and survives a reload', async ({
    app,
  }) => {
    const html = app.locator('html')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveAttribute('data-theme', 'dark')

    await openScreen(app, 'Settings')
    const theme = visibleScreen(app).getByRole('combobox', { name: 'Theme' })
    await expect(theme).toHaveValue('system')
    await theme.selectOption('light')
    await expect(html).toHaveAttribute('data-theme', 'light')

    await app.reload()
    await expect(html).toHaveAttribute('data-theme', 'light')
    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('combobox', { name: 'Theme' }).selectOption('system')
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await expect(html).toHaveAttribute('data-theme', 'light')
  })

  test('SET-002 the message density is kept across a reload', async ({ app }) => {
    await openScreen(app, 'Settings')
    const density = visibleScreen(app).getByRole('combobox', { name: 'Message density' })
    await expect(density).toHaveValue('cozy')
    await density.selectOption('compact')
    await app.reload()
    await openScreen(app, 'Settings')
    await expect(visibleScreen(app).getByRole('combobox', { name: 'Message density' })).toHaveValue('compact')
  })
})
