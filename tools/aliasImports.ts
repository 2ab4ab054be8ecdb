// Rewrites relative imports that leave their layer's folder (or climb three or more folders inside it)
// to the layer aliases of aliases.json: '../../../../shared/discord' becomes '@shared/discord'.
// Idempotent and tree-agnostic: run it on any checkout with `npx tsx tools/aliasImports.ts` (issue 22).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import aliases from '../aliases.json' with { type: 'json' }

const root = path.resolve(import.meta.dirname, '..')
// Not build/: electron-builder loads its config from there with its own loader, which knows no aliases.
const scanned = ['electron', 'renderer', 'shared', 'test', 'bench', 'tools']
const skipped = new Set(['node_modules', 'out', 'test-results'])
const sourceFile = /\.(ts|tsx|mts|cts)$/

/** Alias folders, longest first so electron/services wins over anything shorter. */
const targets = Object.entries(aliases)
  .map(([alias, folder]) => ({ alias, folder: `${folder}/` }))
  .sort((a, b) => b.folder.length - a.folder.length)

/** The layer folders of the layering rule that have no alias: imports into them stay relative. */
const plainLayers = ['test/', 'bench/page/', 'bench/', 'build/', 'tools/']

const layerOf = (rel: string) =>
  targets.find((t) => rel.startsWith(t.folder))?.folder ?? plainLayers.find((p) => rel.startsWith(p))

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(full)
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full
  }
}

/** The aliased form of `spec` imported from `file`, or undefined when it stays relative. */
export function aliased(file: string, spec: string): string | undefined {
  if (!spec.startsWith('../')) return undefined
  const from = path.relative(root, file).split(path.sep).join('/')
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  const target = targets.find((t) => resolved === t.folder.slice(0, -1) || resolved.startsWith(t.folder))
  if (!target) return undefined
  const climbs = spec.match(/^(\.\.\/)+/)?.[0].length ?? 0
  if (layerOf(from) === target.folder && climbs / 3 < 3) return undefined
  const rest = resolved.slice(target.folder.length)
  return rest ? `${target.alias}/${rest}` : target.alias
}

// Static and dynamic imports, re-exports, side-effect imports, vi.mock/vi.importActual and require.
const specifier =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\(\s*|\brequire\(\s*)(['"])(\.\.\/[^'"]*)\2/g

export function rewrite(file: string, text: string): string {
  return text.replace(specifier, (whole, lead: string, quote: string, spec: string) => {
    const next = aliased(file, spec)
    return next === undefined ? whole : `${lead}${quote}${next}${quote}`
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  let files = 0
  for (const dir of scanned) {
    for (const file of sources(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8')
      const next = rewrite(file, text)
      if (next !== text) {
        // Shorter specifiers can let an import fit on one line: leave the files as Prettier would.
        writeFileSync(file, await format(next, { ...(await resolveConfig(file)), filepath: file }))
        files += 1
      }
    }
  }
  process.stdout.write(`aliasImports: rewrote imports in ${files} files.\n`)
}
