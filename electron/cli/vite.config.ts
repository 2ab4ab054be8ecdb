import { chmodSync } from 'node:fs'
import { resolve } from 'node:path'
import { nodeExternals } from '../../build/nodeExternals.ts'
import { viteAliases } from '../../build/viteAliases.ts'

// Builds the `herald` command into one ESM file for Node (bin/herald.js, package.json "bin", runs it).
// Node built-ins and the package's dependencies stay imports: `npx herald` runs inside the installed
// package, where node_modules has them, and shared/ and services are bundled in.
const root = resolve(import.meta.dirname, '../..')

// A plain object rather than defineConfig: the layering rule keeps tooling packages out of electron/cli.
export default {
  root,
  publicDir: false,
  resolve: { alias: viteAliases(root) },
  logLevel: 'warn',
  build: {
    outDir: resolve(root, 'out/cli'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    ssr: resolve(root, 'electron/cli/herald.ts'),
    rollupOptions: {
      external: nodeExternals(root),
      output: {
        format: 'es',
        entryFileNames: 'herald.js',
        // Commands load on demand from chunks beside the entry (same depth: package.json stays ../../).
        chunkFileNames: '[name]-[hash].js',
        banner: '#!/usr/bin/env node',
      },
    },
  },
  ssr: { target: 'node' },
  plugins: [
    {
      name: 'herald-executable',
      // The shebang only helps if the file may be executed directly (./out/cli/herald.js).
      writeBundle: (options: { dir?: string }) =>
        chmodSync(resolve(options.dir ?? resolve(root, 'out/cli'), 'herald.js'), 0o755),
    },
  ],
}
