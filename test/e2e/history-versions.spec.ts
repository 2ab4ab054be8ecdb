import { expect, test } from './fixtures'
import { composeTo, editFromHistory, openScreen, visibleScreen } from './libraryUi'
import { lookAt } from './looks'

test('HIST-VER an earlier version opens in the preview with what the next version changed', async ({
  app,
  emulator,
}, testInfo) => {
  const { general } = emulator.demo.webhooks
  await composeTo(app, general, 'General chatter')
  const composer = visibleScreen(app)
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Launch at 5pm')
  await composer.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
  const messageId = (await composer.getByTestId('message-id').textContent()) ?? ''

  await editFromHistory(app, messageId, 'Launch at 6pm')
  await openScreen(app, 'History')
  const screen = visibleScreen(app)
  const row = screen.getByRole('listitem', { name: 'General chatter: Launch at 6pm' })
  const earlier = row.getByRole('button', { name: `1 earlier version of message ${messageId}` })
  await expect(earlier).toHaveText('1 earlier version')

  await earlier.click()
  const aside = screen.getByRole('complementary', { name: `Message ${messageId}` })
  await expect(aside.getByRole('combobox', { name: 'Version' })).toHaveValue('0')
  await expect(aside.getByRole('region', { name: 'Preview' })).toContainText('Launch at 5pm')
  const changes = aside.getByRole('list', { name: 'Changes in version 2' })
  await expect(changes.getByRole('listitem')).toHaveCount(1)
  await expect(changes.getByRole('listitem')).toContainText('Changed content')
  await expect(changes.getByRole('listitem')).toContainText('Before: Launch at 5pm')
  await expect(changes.getByRole('listitem')).toContainText('After: Launch at 6pm')
  await lookAt(app, testInfo, 'history-earlier-version')

  // The current version shows no diff; a second edit makes two earlier versions.
  await aside.getByRole('combobox', { name: 'Version' }).selectOption('current')
  await expect(aside.getByRole('region', { name: 'Preview' })).toContainText('Launch at 6pm')
  await expect(aside.getByRole('list', { name: /Changes in version/ })).toHaveCount(0)
  await editFromHistory(app, messageId, 'Launch at 7pm')
  await openScreen(app, 'History')
  await screen
    .getByRole('listitem', { name: 'General chatter: Launch at 7pm' })
    .getByRole('button', { name: `2 earlier versions of message ${messageId}` })
    .click()
  await expect(aside.getByRole('combobox', { name: 'Version' })).toHaveValue('1')
  await expect(aside.getByRole('list', { name: 'Changes in version 3' })).toContainText(
    'After: Launch at 7pm',
  )
  await aside.getByRole('combobox', { name: 'Version' }).selectOption('0')
  await expect(aside.getByRole('list', { name: 'Changes in version 2' })).toContainText(
    'After: Launch at 6pm',
  )
})
