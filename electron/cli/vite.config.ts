import { chmodSync } from 'node:fs'
import { resolve } from 'node:path'
import { nodeExternals } from '../../build/nodeExternals.ts'
import { viteAliases } from '../../build/viteAliases.ts'

// Builds the `herald` command into ESM for Node (bin/herald.js, package.json "bin", runs it): an entry and
// one chunk per command. Node built-ins and most dependencies stay imports (`npx herald` runs inside the
// installed package, where node_modules has them); shared/, services, zod and conf are bundled in.
const root = resolve(import.meta.dirname, '../..')

const CONF_UNUSED = new Set(['ajv/dist/2020.js', 'ajv-formats', 'semver'])

/** A stand-in that says what is missing if conf ever reaches for it. */
function unusedModule(name: string): string {
  const fail = `() => { throw new Error('${name} is left out of the herald bundle: conf is given no schema or migrations') }`
  return `const fail = ${fail}
export class Ajv2020 { constructor() { fail() } }
export default new Proxy(fail, { get: () => fail })
`
}

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
      // zod and conf (with ajv, atomically and the rest it imports) are bundled: about 260 modules that
      // Node resolved and read one by one at every start, slower than parsing their chunks (issue 23).
      external: nodeExternals(root, ['zod', 'conf']),
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
  ssr: { target: 'node', noExternal: true },
  plugins: [
    {
      // conf validates with ajv only when given a schema and migrates with semver only when given
      // migrations; Herald's stores give it neither (they validate with zod and migrate themselves). Left
      // out, they no longer cost the start of every recorded send about 9,000 lines of CommonJS (issue 23).
      name: 'herald-conf-without-schemas',
      enforce: 'pre' as const,
      resolveId: (id: string, importer?: string) =>
        CONF_UNUSED.has(id) && importer && /[\\/]node_modules[\\/]conf[\\/]/.test(importer)
          ? `\0conf-unused:${id}`
          : undefined,
      load: (id: string) => (id.startsWith('\0conf-unused:') ? unusedModule(id.slice(13)) : undefined),
    },
    {
      name: 'herald-executable',
      // The shebang only helps if the file may be executed directly (./out/cli/herald.js).
      writeBundle: (options: { dir?: string }) =>
        chmodSync(resolve(options.dir ?? resolve(root, 'out/cli'), 'herald.js'), 0o755),
    },
  ],
}
