#!/usr/bin/env node
// The `herald` command as npm links it (package.json "bin"). It runs the bundle `npm run build` makes
// (out/cli/herald.js) when there is one, and otherwise the TypeScript sources through tsx, so the
// command works right after `npm install`. Plain JavaScript: nothing compiles this file.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const built = path.join(root, 'out', 'cli', 'herald.js')

if (existsSync(built)) {
  await import(pathToFileURL(built).href)
} else {
  let register
  try {
    ;({ register } = await import('tsx/esm/api'))
  } catch {
    process.stderr.write(
      'herald: the command is not built (no out/cli/herald.js) and tsx, which runs it from the sources, ' +
        'is not installed. Run `npm install` (with dev dependencies) or `npm run build` in ' +
        `${root}, then try again.\n`,
    )
    process.exit(1)
  }
  // The sources import each other through the layer aliases, which tsx reads from tsconfig.json.
  register({ tsconfig: path.join(root, 'tsconfig.json') })
  await import(pathToFileURL(path.join(root, 'electron', 'cli', 'herald.ts')).href)
}
