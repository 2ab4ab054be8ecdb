import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npx herald` right after `npm install`, before any build: npm links package.json's "bin" into
// node_modules/.bin, so a fresh copy of the project with no out/ must answer through that path.

const repo = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
  bin: Record<string, string>
}
let copy: string

beforeAll(() => {
  // A fresh clone after `npm install`: the sources and node_modules, no out/. The launcher's folder is
  // copied (it finds the project from its own path); the rest is linked, which Node sees through.
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-fresh-'))
  fs.cpSync(path.join(repo, 'bin'), path.join(copy, 'bin'), { recursive: true })
  fs.copyFileSync(path.join(repo, 'package.json'), path.join(copy, 'package.json'))
  for (const name of ['electron', 'shared', 'node_modules', 'tsconfig.json', 'tsconfig.base.json']) {
    fs.symlinkSync(path.join(repo, name), path.join(copy, name))
  }
  // npm's link: node_modules/.bin/herald -> the package.json "bin" path (the shared node_modules is not
  // ours to write, so the link lives beside it; a symlink is exactly what npm makes on Linux and macOS).
  fs.mkdirSync(path.join(copy, '.bin'))
  fs.symlinkSync(path.join('..', pkg.bin.herald as string), path.join(copy, '.bin', 'herald'))
})

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

const herald = (...args: string[]) =>
  spawnSync(path.join(copy, '.bin', 'herald'), args, { cwd: copy, encoding: 'utf8', timeout: 60_000 })

describe('the herald command right after npm install', () => {
  it('prints its help with no out/ folder, from the sources', () => {
    expect(fs.existsSync(path.join(copy, 'out'))).toBe(false)
    const run = herald('--help')
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Usage:\n  herald send <message.json|->')
  })

  it('keeps the exit codes of the command it runs', () => {
    const run = herald('frobnicate')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Unknown command "frobnicate"')
  })

  it('runs the built bundle once `npm run build` made one', () => {
    fs.mkdirSync(path.join(copy, 'out', 'cli'), { recursive: true })
    fs.writeFileSync(
      path.join(copy, 'out', 'cli', 'herald.js'),
      'console.log("the bundle", process.argv[2])\n',
    )
    try {
      expect(herald('--version').stdout).toBe('the bundle --version\n')
    } finally {
      fs.rmSync(path.join(copy, 'out'), { recursive: true, force: true })
    }
  })
})
