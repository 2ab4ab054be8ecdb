import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'

/**
 * Rollup's `external` for a Node bundle of Herald (the CLI, the launcher): Node's built-ins and the
 * package's dependencies stay imports, resolved from node_modules where the package is installed;
 * everything else (shared/, services, the layer aliases) is bundled in.
 */
export function nodeExternals(root: string): (id: string) => boolean {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const dependencies = Object.keys(pkg.dependencies ?? {})
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
  return (id) => builtins.has(id) || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`))
}
