import { defineConfig } from '@playwright/test'

// End-to-end: Debian's Chromium drives the built page served by the real browser host, which talks to
// the in-process Discord emulator. Never `npx playwright install`: the system browser is the browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    headless: true,
    // The page speaks the system's language (issue 25): the suite reads English unless a test asks.
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.HERALD_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
