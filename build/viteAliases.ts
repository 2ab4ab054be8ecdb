import { resolve } from 'node:path'
import aliases from '../aliases.json' with { type: 'json' }

/**
 * aliases.json as Vite's resolve.alias (every bundle, vitest): '@shared/x' → <root>/shared/x. The root
 * comes from the caller: a bundled config does not keep this file's own import.meta.dirname.
 */
export const viteAliases = (root: string) =>
  Object.entries(aliases).map(([alias, folder]) => ({
    find: new RegExp(`^${alias}(?=/|$)`),
    replacement: resolve(root, folder),
  }))
