import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// What `npm install` prints on a fresh clone, checked against what README's set-up says it prints.
// `npm ci --dry-run --offline` on a copy of package.json and the lockfile runs npm's own engine checks
// without touching node_modules or the network.

const repo = path.resolve(import.meta.dirname, '../../..')
const readme = fs.readFileSync(path.join(repo, 'README.md'), 'utf8')
const setUp = readme.slice(readme.indexOf('## Set up'), readme.indexOf('## Try it without'))
let copy: string

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-install-'))
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(repo, file), path.join(copy, file))
  // An empty user config: the machine's own npm settings are not the project's warnings.
  fs.writeFileSync(path.join(copy, 'npmrc'), '')
})

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

/** Our environment without the npm settings an `npm run` or `npx` above us passes down. */
function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
}

function npmInstallWarnings(): string[] {
  const run = spawnSync(
    'npm',
    // Scripts are not run by a dry run, but npm still lists those not covered by allowScripts.
    ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund', '--no-update-notifier'],
    {
      cwd: copy,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...ownEnv(), npm_config_userconfig: path.join(copy, 'npmrc') },
    },
  )
  expect(run.status, run.stderr).toBe(0)
  return `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => /^npm (warn|WARN)/.test(line))
}

/** The packages README names as declaring Node 22.12: the backticked names in its Node 20 paragraph. */
function namedInReadme(): string[] {
  const paragraph = setUp.split('\n\n').find((text) => text.includes('EBADENGINE')) ?? ''
  return [...paragraph.matchAll(/`(@?[a-z][\w./-]*)`/g)]
    .map((match) => match[1] as string)
    .filter((name) => !['npm install', 'npm start', 'npm test', 'EBADENGINE'].includes(name))
}

/**
 * The Node that npm itself runs on decides its engine warnings: the `npm` on PATH, which need not be the
 * Node running these tests (CI runs them again on Node 22 with the machine's npm).
 */
function npmNodeVersion(): string {
  const run = spawnSync('npm', ['version', '--json'], { cwd: copy, encoding: 'utf8', env: ownEnv() })
  return (JSON.parse(run.stdout) as { node: string }).node
}

describe('npm install on a fresh clone', () => {
  it('prints only the engine warnings README explains, and none on the Node version it asks for', () => {
    const [major = 0, minor = 0] = npmNodeVersion().split('.').map(Number)
    const onNode22_12 = major > 22 || (major === 22 && minor >= 12)
    const warnings = npmInstallWarnings()
    const engineWarnings = warnings.filter((line) => line.includes('EBADENGINE'))
    expect(warnings.filter((line) => !line.includes('EBADENGINE'))).toEqual([])
    const packages = engineWarnings
      .map((line) => line.match(/package: '(.+)@[^@']+'/)?.[1])
      .filter((name): name is string => name !== undefined)
    if (onNode22_12) expect(packages).toEqual([])
    else {
      expect(packages.sort()).toEqual(namedInReadme().sort())
      expect(setUp).toContain(`prints ${packages.length} \`EBADENGINE\` warnings`)
    }
  })

  it('declares the Node versions README names', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0')
    expect(setUp).toContain('You need Node.js 22.12 or newer')
    expect(setUp).toContain('Node.js 20.19 still works for development and tests')
  })
  // Issue 22 item 13: a fresh clone stays clean after `npm install`.
  it('npm install leaves package-lock.json as it is in the repository', () => {
    const lock = path.join(copy, 'package-lock.json')
    const run = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund', '--no-update-notifier'],
      {
        cwd: copy,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...ownEnv(), npm_config_userconfig: path.join(copy, 'npmrc') },
      },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(fs.readFileSync(lock, 'utf8')).toBe(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8'))
  })

  it('names every dependency with an install script in allowScripts, as README says', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, ''))
      .sort()
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      allowScripts?: Record<string, boolean>
    }
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(withScripts)
    for (const name of withScripts) expect(setUp).toContain(`\`${name}\``)
  })
})
