import { resolve } from 'node:path'
import { nodeExternals } from '../../build/nodeExternals.ts'
import { viteAliases } from '../../build/viteAliases.ts'

// Builds `npm start` and `npm run serve` ahead into plain JavaScript (out/launch/, run by bin/launch.js),
// so starting Herald does not compile TypeScript first (issue 23). Built-ins and most dependencies stay
// imports; the launcher, the browser host, services, shared/, zod and conf are bundled. out/launch
// is as deep as electron/launch, so paths.ts finds the repository root from either.
const root = resolve(import.meta.dirname, '../..')

// A plain object rather than defineConfig, as electron/cli's: no tooling imports in the launch layer.
export default {
  root,
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: viteAliases(root) },
  build: {
    outDir: resolve(root, 'out/launch'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    ssr: true,
    rollupOptions: {
      input: {
        start: resolve(root, 'electron/launch/start.ts'),
        serve: resolve(root, 'electron/launch/serve.ts'),
      },
      // zod and conf are about 260 modules between them (conf brings ajv, atomically and more): Node
      // resolving and reading them one by one took longer at every start than parsing their chunk.
      external: nodeExternals(root, ['zod', 'conf']),
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { target: 'node', noExternal: true },
}
