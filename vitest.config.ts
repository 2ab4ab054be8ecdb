import { defineConfig } from 'vitest/config'
import { viteAliases } from './build/viteAliases.ts'

// Two projects: fast unit tests, and integration tests that talk to the emulator over loopback sockets.
export default defineConfig({
  resolve: { alias: viteAliases(import.meta.dirname) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/emulator/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
