import fs from 'node:fs'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..')

/**
 * The packages the main bundle loads from node_modules at run time: electron-vite bundles our own code
 * but leaves `dependencies` outside, and the preload and page bundles carry everything they use.
 * test/unit/build/packaging.test.ts holds this list to the value imports of electron/main,
 * electron/services and shared/.
 */
export const MAIN_RUNTIME_PACKAGES = ['conf', 'electron-store', 'intl-messageformat', 'zod']

type Manifest = {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

function manifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest
}

/** The packages `names` need, themselves included, as installed (hoisted) in node_modules. */
export function dependencyClosure(names: readonly string[], root: string = repoRoot): Set<string> {
  const found = new Set<string>()
  const queue = [...names]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const dir = path.join(root, 'node_modules', name)
    if (found.has(name) || !fs.existsSync(path.join(dir, 'package.json'))) continue
    found.add(name)
    const { dependencies = {}, optionalDependencies = {} } = manifest(dir)
    queue.push(...Object.keys(dependencies), ...Object.keys(optionalDependencies))
  }
  return found
}

/**
 * electron-builder copies every production dependency into the app; those only the page needs are
 * already inside out/renderer, so they are left out: the `dependencies` closure minus what the main
 * bundle's packages need.
 */
export function pageOnlyPackages(root: string = repoRoot): string[] {
  const all = dependencyClosure(Object.keys(manifest(root).dependencies ?? {}), root)
  const needed = dependencyClosure(MAIN_RUNTIME_PACKAGES, root)
  return [...all].filter((name) => !needed.has(name)).sort()
}

/** `files` patterns that keep those packages out (electron-builder applies `!` patterns to node_modules). */
export function pageOnlyExclusions(root: string = repoRoot): string[] {
  return pageOnlyPackages(root).map((name) => `!node_modules/${name}{,/**/*}`)
}
