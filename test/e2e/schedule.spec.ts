import type { Page } from '@playwright/test'
import type { RunningHost } from '@host'
import { formatWallTime, wallTimeAt } from '@shared/schedules/zonedTime'
import type { Emulator } from '../emulator'
import { ManualClock } from '../manualClock'
import { expectAccessible } from './a11y'
import { test as base, expect, startTestHost } from './fixtures'
import { PASSPHRASE, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'

// Scheduled sends with a clock the test moves: the host's services (and a second runner over the same
// data folder) read it; the page's own clock stays real.

const ZONE = 'Europe/Paris'

type Extra = { clock: ManualClock; second: () => Promise<RunningHost> }

function hostOn(emulator: Emulator, dataDir: string, clock: ManualClock, passphrase?: string) {
  return startTestHost(emulator, dataDir, { scheduleClock: clock, ...(passphrase ? { passphrase } : {}) })
}

/** close() once, whoever calls it first (the test restarting, or the fixture's teardown). */
function closingOnce(host: RunningHost): RunningHost {
  let closed: Promise<void> | undefined
  return { ...host, close: () => (closed ??= host.close()) }
}

const test = base.extend<Extra>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  clock: async ({}, use) => use(new ManualClock(Date.now())),
  host: async ({ emulator, clock, dataDir }, use) => {
    const host = closingOnce(await hostOn(emulator, dataDir, clock))
    await use(host)
    await host.close()
  },
  second: async ({ emulator, clock, dataDir }, use) => {
    const started: RunningHost[] = []
    await use(async () => {
      const host = closingOnce(await hostOn(emulator, dataDir, clock, PASSPHRASE))
      started.push(host)
      return host
    })
    for (const host of started) await host.close()
  },
})
test.use({ timezoneId: ZONE })

/** The wall time (in the page's zone) of the first whole minute at least a minute after the clock's now. */
function aMinuteAhead(clock: ManualClock): { at: string; ms: number } {
  const ms = Math.ceil((clock.now() + 60_000) / 60_000) * 60_000
  return { at: formatWallTime(wallTimeAt(ms, ZONE)), ms }
}

async function draftFor(page: Page, emulator: Emulator, content: string) {
  const { general } = emulator.demo.webhooks
  await createVault(page)
  await addWebhook(page, general.url, 'General chatter')
  await openScreen(page, 'Composer')
  const screen = visibleScreen(page)
  await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
  await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(content)
}

async function schedule(
  page: Page,
  at: string,
  shots?: { testInfo: Parameters<typeof expectAccessible>[1] },
) {
  await visibleScreen(page).getByRole('button', { name: 'Schedule…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule send' })
  await dialog.getByLabel('Date').fill(at.slice(0, 10))
  await dialog.getByLabel('Time').fill(at.slice(11))
  if (shots) {
    await dialog.getByLabel('Repeat').selectOption('daily')
    await expect(dialog).toContainText('then every day.')
    await dialog.getByLabel('Repeat').selectOption('none')
    await shoot(page, shots.testInfo, 'dialog')
  }
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Screenshots (light, dark, narrow) for looking at, and the axe audit in light and dark. */
async function shoot(page: Page, testInfo: Parameters<typeof expectAccessible>[1], state: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectAccessible(page, testInfo, `schedule-${state}-${scheme}`)
    await page.screenshot({ path: testInfo.outputPath(`schedule-${state}-${scheme}.png`) })
  }
  const size = page.viewportSize()
  await page.setViewportSize({ width: 800, height: 900 })
  await page.screenshot({ path: testInfo.outputPath(`schedule-${state}-narrow.png`) })
  if (size) await page.setViewportSize(size)
  await page.emulateMedia({ colorScheme: 'light' })
}

const executes = (emulator: Emulator) => emulator.control.journal({ route: 'executeWebhook' })

test.describe('scheduled sends', () => {
  test('SCHED-001 a draft scheduled a minute ahead is sent once, with two runners on the data folder', async ({
    app,
    emulator,
    clock,
    second,
  }, testInfo) => {
    await draftFor(app, emulator, 'Doors open at nine')
    const { at } = aMinuteAhead(clock)
    await schedule(app, at, { testInfo })

    const screen = visibleScreen(app)
    await expect(screen.getByText(/This draft is scheduled: Sends/)).toBeVisible()
    await screen.getByRole('button', { name: 'Scheduled (1)' }).click()
    const list = app.getByRole('dialog', { name: 'Scheduled sends' })
    await expect(list.getByRole('listitem')).toContainText(`to #Channel ${emulator.demo.channels.general}`)
    await shoot(app, testInfo, 'list')
    await list.getByRole('button', { name: 'Close', exact: true }).last().click()

    // A second runner (another Herald on the same data folder), woken by the same clock.
    await second()
    expect(executes(emulator)).toHaveLength(0)
    clock.advance(2 * 60_000)
    await expect.poll(() => executes(emulator).length).toBe(1)
    expect(executes(emulator)[0]?.body).toMatchObject({ content: 'Doors open at nine' })
    await expect(screen.getByText(/This draft is scheduled/)).toBeHidden()
    // Both runners have looked again by now; still one message.
    clock.advance(60_000)
    await app.waitForTimeout(500)
    expect(executes(emulator)).toHaveLength(1)

    await openScreen(app, 'History')
    await expect(
      visibleScreen(app).getByRole('listitem', { name: 'General chatter: Doors open at nine' }),
    ).toHaveCount(1)
  })

  test('SCHED-002 a schedule missed while Herald was closed waits for the user after a restart', async ({
    app,
    host,
    emulator,
    clock,
    second,
  }, testInfo) => {
    await draftFor(app, emulator, 'Standup in five')
    await schedule(app, aMinuteAhead(clock).at)
    await host.close()
    clock.advance(60 * 60_000)

    const restarted = await second()
    await app.goto(restarted.url)
    const prompt = app.getByRole('dialog', { name: 'Missed scheduled sends' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('listitem')).toContainText('Herald was not running then.')
    expect(executes(emulator)).toHaveLength(0)
    await shoot(app, testInfo, 'missed')

    await prompt.getByRole('button', { name: /^Send now: / }).click()
    await expect(prompt).toBeHidden()
    expect(executes(emulator).map((e) => e.body)).toMatchObject([{ content: 'Standup in five' }])
  })
})
