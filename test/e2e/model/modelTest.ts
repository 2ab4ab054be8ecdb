import { test as base } from '@playwright/test'
import { closeShared } from './world'

/**
 * The model specs' `test`: the worker's emulator and template data folder (world.ts) are closed and removed
 * once, when the worker ends, whichever tests it ran.
 */
export const test = base.extend<object, { modelShared: undefined }>({
  modelShared: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      await use(undefined)
      await closeShared()
    },
    { scope: 'worker', auto: true },
  ],
})
