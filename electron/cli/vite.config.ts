import { chmodSync } from 'node:fs'
import { resolve } from 'node:path'
import { nodeExternals } from '../../build/nodeExternals.ts'
import { viteAliases } from '../../build/viteAliases.ts'

// Builds the `herald` command into one ESM file for Node (bin/herald.js, package.json "bin", runs it).
// Node built-ins and the package's dependencies stay imports: `npx herald` runs inside the installed
// package, where node_modules has them, and shared/ and services are bundled in.
const root = resolve(import.meta.dirname, '../..')
const external = nodeExternals(root)
/**
 * zod is bundled in, not imported: it is about 70 modules, and Node's loader resolving and reading each
 * cost more at every start than parsing the one chunk they become (issue 23: `herald send` and
 * `validate` start in about 25 ms less).
 */
const bundled = (id: string) => id === 'zod' || id.startsWith('zod/')

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
      external: (id: string) => !bundled(id) && external(id),
      output: {
        format: 'es',
        entryFileNames: 'herald.js',
        // Commands load on demand from chunks beside the entry (same depth: package.json stays ../../).
        chunkFileNames: '[name]-[hash].js',
        // Bundled zod in a chunk of its own name, so a test can tell which commands load it.
        manualChunks: (id: string) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'zod' : undefined),
        banner: '#!/usr/bin/env node',
      },
    },
  },
  ssr: { target: 'node', noExternal: ['zod'] },
  plugins: [
    {
      name: 'herald-executable',
      // The shebang only helps if the file may be executed directly (./out/cli/herald.js).
      writeBundle: (options: { dir?: string }) =>
        chmodSync(resolve(options.dir ?? resolve(root, 'out/cli'), 'herald.js'), 0o755),
    },
  ],
}
