import { defineConfig } from '@playwright/test'

// The Electron smoke suite: the built app in a real Electron window, where the runtime exists. Where it
// does not (CI without the binary), the test reports itself skipped with the reason.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../../test-results/electron',
  use: { trace: 'retain-on-failure' },
})
