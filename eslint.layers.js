// The layering rule from docs/architecture: each folder may import only the folders below it, and every
// package is classified by where it may run. A breach is a lint error, so `npm test` fails on it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.dirname(new URL(import.meta.url).pathname)

/** The layer aliases ('@shared/…' → shared/…), the same file tsconfig, Vite and vitest follow. */
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'aliases.json'), 'utf8')))

/** Where an aliased or relative specifier points on disk; undefined for a package. */
export function resolvedPath(file, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec)
  for (const [alias, folder] of aliases) {
    if (spec === alias || spec.startsWith(`${alias}/`))
      return path.join(root, folder, spec.slice(alias.length))
  }
  return undefined
}

/** Layers, most specific first: [folder prefix, layer name]. */
const layers = [
  ['electron/services/', 'services'],
  ['electron/main/', 'main'],
  ['electron/preload/', 'preload'],
  ['electron/host/', 'host'],
  ['electron/cli/', 'cli'],
  ['electron/launch/', 'launch'],
  ['shared/', 'shared'],
  ['renderer/', 'renderer'],
  ['test/', 'test'],
  // The benchmark's page runs in the browser like the renderer, and mounts the renderer's components.
  ['bench/page/', 'benchPage'],
  ['bench/', 'bench'],
]

/** Which layers each layer may import. Nothing imports renderer, a shell, test or bench. */
const allowedLayers = {
  shared: ['shared'],
  renderer: ['renderer', 'shared'],
  services: ['services', 'shared'],
  main: ['main', 'services', 'shared'],
  preload: ['preload', 'shared'],
  host: ['host', 'services', 'shared'],
  cli: ['cli', 'services', 'shared'],
  // The launcher starts whichever shell can run here; it wires shells, so it may import the host.
  launch: ['launch', 'host', 'services', 'shared'],
  test: [
    'test',
    'bench',
    'benchPage',
    'shared',
    'services',
    'main',
    'preload',
    'host',
    'cli',
    'launch',
    'renderer',
  ],
  // The Node side of a benchmark may read the page's fixtures (plain data), never its components.
  bench: ['bench', 'benchPage', 'test', 'shared', 'services', 'host', 'cli'],
  benchPage: ['benchPage', 'renderer', 'shared'],
}

/** Packages by where they may run. A package in no list is an error until someone classifies it. */
const packages = {
  std: [
    'zod',
    'discord-api-types',
    'discord-markdown-parser',
    'emojibase-data',
    'intl-messageformat',
    '@formatjs/icu-messageformat-parser',
  ],
  dom: [
    'react',
    'react-dom',
    'zustand',
    'react-hook-form',
    '@hookform/resolvers',
    'zundo',
    '@dnd-kit/core',
    '@dnd-kit/sortable',
    '@dnd-kit/utilities',
    'react-colorful',
    'highlight.js',
    '@codemirror/lang-json',
    '@codemirror/lint',
    '@codemirror/view',
    '@codemirror/state',
    '@codemirror/commands',
    '@codemirror/language',
  ],
  node: ['conf'],
  electron: ['electron', 'electron-store'],
  tooling: [
    'vitest',
    '@playwright/test',
    'playwright-core',
    'ajv',
    'ajv-formats',
    'fast-check',
    'vite',
    '@eslint/js',
    'electron-vite',
    '@vitejs/plugin-react',
    '@axe-core/playwright',
    '@electron/fuses',
    'electron-builder',
    // electron-builder's own file matcher and schema, which the packaging test evaluates the config with.
    'app-builder-lib',
    '@discordjs/rest',
    'png2icons',
    // The layering rule's own test lints probe files with the project's config.
    'eslint',
    // The said() check parses the sources to compare each English sentence with en.json (issue 25).
    'typescript',
  ],
}

const packageKinds = {
  shared: ['std'],
  renderer: ['std', 'dom'],
  services: ['std', 'node'],
  main: ['std', 'node', 'electron'],
  preload: ['std', 'electron'],
  host: ['std', 'node'],
  cli: ['std', 'node'],
  launch: ['std', 'node'],
  test: ['std', 'dom', 'node', 'tooling'],
  bench: ['std', 'node', 'tooling'],
  benchPage: ['std', 'dom'],
}

function layerOf(absFile) {
  const rel = path.relative(root, absFile).split(path.sep).join('/')
  for (const [prefix, name] of layers) if (rel.startsWith(prefix)) return name
  return undefined
}

function packageName(spec) {
  if (spec.startsWith('node:')) return 'node:'
  const parts = spec.split('/')
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function kindOf(pkg) {
  if (pkg === 'node:') return 'node'
  for (const [kind, names] of Object.entries(packages)) if (names.includes(pkg)) return kind
  return undefined
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the folder layering and package classification of the architecture brief' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = layerOf(file)
    if (!from) return {}
    function check(node, spec) {
      if (typeof spec !== 'string') return
      const local = resolvedPath(file, spec)
      if (local) {
        const target = layerOf(local)
        if (target && !allowedLayers[from].includes(target)) {
          context.report({ node, message: `Layering: ${from} may not import ${target} ('${spec}').` })
        }
        return
      }
      const pkg = packageName(spec)
      const kind = kindOf(pkg)
      if (!kind) {
        context.report({
          node,
          message: `Uncategorized dependency '${pkg}': classify it in eslint.layers.js.`,
        })
      } else if (!packageKinds[from].includes(kind)) {
        context.report({ node, message: `Layering: ${from} may not import ${kind} package '${pkg}'.` })
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export const layersPlugin = { rules: { layers: rule } }
