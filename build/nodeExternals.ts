import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'

/**
 * Rollup's `external` for a Node bundle of Herald (the CLI, the launcher): Node's built-ins and the
 * package's dependencies stay imports, resolved from node_modules where the package is installed;
 * everything else (shared/, services, the layer aliases) is bundled in, and so are the dependencies
 * named in `bundled`, with what they import. Pair it with `ssr: { noExternal: true }`, so that Vite
 * leaves the choice to this function.
 */
export function nodeExternals(root: string, bundled: readonly string[] = []): (id: string) => boolean {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  // A bundled dependency is parsed from one chunk instead of loaded file by file (with its own imports).
  const dependencies = Object.keys(pkg.dependencies ?? {}).filter((dep) => !bundled.includes(dep))
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
  return (id) => builtins.has(id) || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`))
}
