import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { test as base, expect } from '@playwright/test'
import type { RunningHost } from '@host'
import { startHost } from '@host'
import type { HostOptions } from '@host'
import { rendererDir } from '@launch/paths'
import { configFromEnv } from '@services/config'
import { setLogSink } from '@services/log'
import type { Emulator } from '../emulator'
import { startEmulator } from '../emulator'

type Fixtures = {
  /** The local Discord API with the demo seed, fresh for each test. */
  emulator: Emulator
  /** The host's data folder, empty at the start (a `herald` run may share it). */
  dataDir: string
  /** The browser host pointed at the emulator, with its own empty data folder. */
  host: RunningHost
  /** The page, opened from the URL the host prints (the token travels in the fragment). */
  app: Page
  /** What the services logged; attached to the report only when the test fails. */
  serviceLog: string[]
}

/**
 * What a spec may add to its host: a recorded openExternal, a local image server standing in for the web,
 * a clock the test moves, a passphrase to unlock at start, and configuration variables (HERALD_SANDBOX).
 */
export type TestHostExtras = Pick<
  HostOptions,
  'openExternal' | 'mediaTestServer' | 'scheduleClock' | 'passphrase'
> & {
  env?: Record<string, string>
}

/** The browser host on the emulator with its own empty data folder; close() also removes the folder. */
export async function startTestHost(
  emulator: Emulator,
  given?: string,
  { env, ...extras }: TestHostExtras = {},
): Promise<RunningHost> {
  // A folder given by the caller is the caller's to remove; one made here goes with the host.
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'herald-e2e-'))
  const config = configFromEnv({
    HERALD_API_BASE: emulator.apiBase,
    HERALD_AUTH_BASE: emulator.authBase,
    HERALD_DATA_DIR: dataDir,
    ...env,
  })
  // A cheap scrypt cost: every test creates a vault, and the real cost would add ~0.6 s to each.
  const host = await startHost({ config, rendererDir, scryptCost: { N: 2 ** 10, r: 8, p: 1 }, ...extras })
  return {
    ...host,
    async close() {
      await host.close()
      if (!given) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  serviceLog: async ({}, use, testInfo) => {
    const lines: string[] = []
    setLogSink((record) =>
      lines.push(`${record.time} ${record.level} [${record.scope}] ${record.message} ${record.detail ?? ''}`),
    )
    await use(lines)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('services.log', { body: lines.join('\n'), contentType: 'text/plain' })
    }
  },
  emulator: async ({ serviceLog: _ }, use, testInfo) => {
    const emulator = await startEmulator({ seed: 'demo' })
    await use(emulator)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('emulator-journal.json', {
        body: JSON.stringify(emulator.control.journal(), null, 2),
        contentType: 'application/json',
      })
    }
    // A test may have stopped it already to simulate Discord being unreachable.
    await emulator.close().catch(() => undefined)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  dataDir: async ({}, use) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-e2e-'))
    await use(dataDir)
    fs.rmSync(dataDir, { recursive: true, force: true })
  },
  host: async ({ emulator, dataDir }, use) => {
    const host = await startTestHost(emulator, dataDir)
    await use(host)
    await host.close()
  },
  app: async ({ page, host }, use) => {
    await page.goto(host.url)
    // The composer's heading, in whatever language the page speaks (a test may set the browser's).
    await expect(page.locator('.composer').getByRole('heading', { level: 1 })).toBeVisible()
    await use(page)
  },
})

export { expect }
