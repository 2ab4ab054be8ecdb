#!/usr/bin/env node
// `npm start` and `npm run serve` (`node bin/launch.js start|serve [args]`): runs the launcher built
// ahead into plain JavaScript (out/launch/, electron/launch/vite.config.ts), building it first when it is
// missing or older than its sources, as ensureBuilt does for the app. Plain JavaScript: nothing compiles
// this file, and starting Herald no longer waits for tsx (issue 23).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sources = ['electron/launch', 'electron/host', 'electron/services', 'shared', 'package.json']
const name = process.argv[2]
// `build` only brings out/launch up to date (the launch tests, before they time a start).
if (name !== 'start' && name !== 'serve' && name !== 'build') {
  process.stderr.write('Usage: node bin/launch.js start|serve [--port N] [--no-open]\n')
  process.exit(2)
}
const built = path.join(root, 'out', 'launch', `${name === 'build' ? 'start' : name}.js`)

function newest(file) {
  const stat = fs.statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(file).reduce((max, entry) => Math.max(max, newest(path.join(file, entry))), 0)
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
if (builtAt < Math.max(...sources.map((source) => newest(path.join(root, source))))) {
  const vite = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite')
  const config = path.join(root, 'electron', 'launch', 'vite.config.ts')
  const run = spawnSync(vite, ['build', '--config', config], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) {
    process.stderr.write('Building the launcher failed; see the output above.\n')
    process.exit(1)
  }
}
if (name !== 'build') {
  // The launcher reads its own arguments from process.argv.slice(2).
  process.argv.splice(2, 1)
  await import(pathToFileURL(built).href)
}
