import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import type { FileMatcher } from 'app-builder-lib/out/fileMatcher'
import * as fileMatcher from 'app-builder-lib/out/fileMatcher'
import { validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { getConfig } from 'app-builder-lib/out/util/config/load'
import { afterAll, describe, expect, it } from 'vitest'
import aliases from '../../../aliases.json' with { type: 'json' }
import { afterPack, packedBinary } from '../../../build/afterPack'
import config, { PACKAGE_FILES } from '../../../build/electron-builder.config'
import { FUSES } from '../../../build/fuses'
import { GENERATED_ICONS_DIR, generateIcons } from '../../../build/icons'
import { MAIN_RUNTIME_PACKAGES, dependencyClosure, pageOnlyExclusions } from '../../../build/nodeModules'
import { BUILDER_CONFIG, planPackage } from '@launch/packageApp'

// electron-builder's own functions for the app's and node_modules' file patterns (internal, so untyped).
const { getMainFileMatchers, getNodeModuleFileMatcher } = fileMatcher as unknown as {
  getMainFileMatchers(...args: unknown[]): FileMatcher[]
  getNodeModuleFileMatcher(...args: unknown[]): FileMatcher
}

const root = path.resolve(import.meta.dirname, '../../..')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-packaging-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** What a build leaves in out/ (some of it: every kind of file), whether or not out/ exists right now. */
const builtOutput = [
  'out/main/index.js',
  'out/main/index.js.map',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'out/renderer/favicon.svg',
  'out/renderer/assets/index-B1x2y3z4.js',
  'out/renderer/assets/index-B1x2y3z4.js.map',
  'out/renderer/assets/index-C5d6e7f8.css',
  'out/cli/herald.js',
]

/** Every file and folder of the repository (minus node_modules and .git), with the build's output. */
function repositoryEntries(): { relative: string; directory: boolean }[] {
  const entries: { relative: string; directory: boolean }[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name
      if (['node_modules', '.git', 'out', 'dist'].includes(relative)) continue
      entries.push({ relative, directory: entry.isDirectory() })
      if (entry.isDirectory()) visit(relative)
    }
  }
  visit('')
  const folders = new Set(
    builtOutput.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  )
  for (const folder of folders) entries.push({ relative: folder, directory: true })
  for (const file of builtOutput) entries.push({ relative: file, directory: false })
  return entries
}

/**
 * The files electron-builder would pack, found with its own matcher (the default exclusions it adds
 * included) and walked the way it walks: a folder the filter refuses is not entered.
 */
function packedFiles(): string[] {
  const packager = {
    info: {
      isPrepackedAppAsar: false,
      projectDir: root,
      buildResourcesDir: config.directories?.buildResources ?? 'build',
      config,
      debugLogger: { isEnabled: false },
    },
  }
  const matchers = getMainFileMatchers(
    root,
    '/app',
    (pattern: string) => pattern,
    {},
    packager as never,
    path.join(root, 'dist'),
    false,
  )
  const filter = matchers[0]!.createFilter()
  const stat = (directory: boolean) => ({ isDirectory: () => directory }) as fs.Stats
  const refused = new Set<string>()
  const packed: string[] = []
  for (const { relative, directory } of repositoryEntries()) {
    const parent = relative.split('/').slice(0, -1).join('/')
    if (parent && refused.has(parent)) {
      refused.add(relative)
      continue
    }
    if (!filter(path.join(root, relative), stat(directory))) refused.add(relative)
    else if (!directory) packed.push(relative)
  }
  return packed.sort()
}

describe('packaging configuration', () => {
  // Loading it the way the CLI does (jiti) and compiling electron-builder's schema take seconds.
  it('loads with electron-builder 26 and is valid for it', { timeout: 60_000 }, async () => {
    const request = {
      packageKey: 'build',
      configFilename: 'electron-builder',
      projectDir: root,
      packageMetadata: null,
    }
    const loaded = (await getConfig(request as never, BUILDER_CONFIG))?.result as typeof config
    expect(loaded.appId).toBe(config.appId)
    expect(typeof loaded.afterPack).toBe('function')
    await expect(validateConfiguration(loaded, { isEnabled: false } as never)).resolves.toBeUndefined()
  })

  it('names the app and builds AppImage and deb, NSIS and dmg', () => {
    expect(config.appId).toBe('app.herald.desktop')
    expect(config.productName).toBe('Herald')
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.mac?.target).toEqual(['dmg'])
    expect(config.asar).toBe(true)
  })

  it('packs the built app, package.json and the window icon, and nothing else', () => {
    expect(config.files).toEqual([...PACKAGE_FILES, ...pageOnlyExclusions()])
    expect(packedFiles()).toEqual([
      'build/icon.png',
      'out/main/index.js',
      'out/preload/index.cjs',
      'out/renderer/assets/index-B1x2y3z4.js',
      'out/renderer/assets/index-C5d6e7f8.css',
      'out/renderer/favicon.svg',
      'out/renderer/index.html',
      'package.json',
    ])
  })

  it('leaves out sources, tests, benchmarks, source maps and the CLI bundle', () => {
    const packed = packedFiles()
    for (const folder of ['electron/', 'renderer/', 'shared/', 'test/', 'bench/', 'docs/', 'out/cli/']) {
      expect(
        packed.filter((file) => file.startsWith(folder)),
        folder,
      ).toEqual([])
    }
    expect(packed.filter((file) => file.endsWith('.map') || file.endsWith('.ts'))).toEqual([])
    // The repository really has what is left out, so the check above is not vacuous.
    const all = repositoryEntries().map((entry) => entry.relative)
    expect(all).toContain('test/run.ts')
    expect(all).toContain('electron/main/index.ts')
    expect(all.some((file) => file.startsWith('bench/'))).toBe(true)
  })

  it('keeps the packages the main bundle loads, and drops those only the page bundle needed', () => {
    const info = { config, debugLogger: { isEnabled: false } }
    const filter = getNodeModuleFileMatcher(
      root,
      '/app',
      (pattern: string) => pattern,
      {},
      info,
    ).createFilter()
    const kept = (name: string) => {
      const file = path.join(root, 'node_modules', name, 'package.json')
      const stat = { isDirectory: () => false, moduleFullFilePath: `node_modules/${name}/package.json` }
      return filter(file, stat as never)
    }
    for (const name of dependencyClosure(MAIN_RUNTIME_PACKAGES)) expect(kept(name), name).toBe(true)
    for (const name of ['react', 'react-dom', 'highlight.js', '@codemirror/view', 'zustand', 'scheduler']) {
      expect(kept(name), name).toBe(false)
    }
    expect(dependencyClosure(MAIN_RUNTIME_PACKAGES).has('ajv')).toBe(true)
  })

  it('knows every package the main process imports at run time', () => {
    const imported = new Set<string>()
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = `${dir}/${entry.name}`
        if (entry.isDirectory()) visit(relative)
        else if (entry.name.endsWith('.ts')) {
          const source = fs.readFileSync(path.join(root, relative), 'utf8')
          for (const match of source.matchAll(
            /^(?:import|export)\s+(?!type\s)[^'"]*from\s+'([^'.][^']*)'/gm,
          )) {
            const spec = match[1]!
            imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
          }
        }
      }
    }
    for (const dir of ['electron/main', 'electron/services', 'shared']) visit(dir)
    // A layer alias (aliases.json) is source, bundled like a relative import.
    const isAlias = (name: string) => Object.keys(aliases).some((alias) => name.split('/')[0] === alias)
    const packages = [...imported].filter(
      (name) => !name.startsWith('node:') && name !== 'electron' && !isAlias(name),
    )
    expect(packages.sort()).toEqual([...MAIN_RUNTIME_PACKAGES].sort())
  })

  it('ships README.md beside the app for Help → Documentation', () => {
    expect(config.extraResources).toEqual([{ from: 'README.md', to: 'README.md' }])
    expect(fs.existsSync(path.join(root, 'README.md'))).toBe(true)
  })
})

describe('icons', () => {
  it('uses the 512 px PNG on Linux and the .ico and .icns generated from it elsewhere', () => {
    const generated = path.relative(root, GENERATED_ICONS_DIR).split(path.sep).join('/')
    expect(config.linux?.icon).toBe('build/icon.png')
    expect(config.win?.icon).toBe(`${generated}/icon.ico`)
    expect(config.mac?.icon).toBe(`${generated}/icon.icns`)
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toContain(`${generated}/`)
  })

  it('generates a Windows .ico and a macOS .icns, with their large sizes', { timeout: 60_000 }, () => {
    const { ico, icns } = generateIcons(scratch)
    const icoBytes = fs.readFileSync(ico)
    expect([...icoBytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    const count = icoBytes.readUInt16LE(4)
    // Width 0 in an ICO directory entry means 256.
    const widths = Array.from({ length: count }, (_, i) => icoBytes[6 + i * 16] || 256)
    expect(widths).toContain(256)
    expect(widths).toContain(16)
    const icnsBytes = fs.readFileSync(icns)
    expect(icnsBytes.toString('latin1', 0, 4)).toBe('icns')
    expect(icnsBytes.readUInt32BE(4)).toBe(icnsBytes.length)
    // ic09 is the 512 px image.
    expect(icnsBytes.includes(Buffer.from('ic09'))).toBe(true)
  })
})

describe('fuses', () => {
  // Electron's fuse sentinel, then the wire: version 1, length 9, and the states Electron 45 ships.
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
  const shipped = '101100011'

  function fakeElectron(file: string): void {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const wire = Buffer.concat([
      Buffer.from(SENTINEL),
      Buffer.from([1, shipped.length]),
      Buffer.from(shipped),
    ])
    fs.writeFileSync(file, Buffer.concat([Buffer.alloc(4096, 7), wire, Buffer.alloc(4096, 9)]))
  }

  it('sets every fuse on purpose: no RunAsNode, NODE_OPTIONS or inspect; cookies encrypted; asar only, checked', () => {
    expect(FUSES.strictlyRequireAllFuses).toBe(true)
    expect(FUSES[FuseV1Options.RunAsNode]).toBe(false)
    expect(FUSES[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false)
    expect(FUSES[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false)
    expect(FUSES[FuseV1Options.EnableCookieEncryption]).toBe(true)
    expect(FUSES[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true)
    expect(FUSES[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true)
    const options = Object.values(FuseV1Options).filter((value) => typeof value === 'number')
    expect(options.every((option) => typeof FUSES[option as FuseV1Options] === 'boolean')).toBe(true)
  })

  it('are flipped by the afterPack hook electron-builder runs', async () => {
    expect(config.afterPack).toBe(afterPack)
    const appOutDir = path.join(scratch, 'linux-unpacked')
    const context = {
      appOutDir,
      electronPlatformName: 'linux',
      arch: 1,
      packager: { executableName: 'herald', appInfo: { productFilename: 'Herald' } },
    }
    fakeElectron(path.join(appOutDir, 'herald'))

    await afterPack(context)

    const wire = await getCurrentFuseWire(path.join(appOutDir, 'herald'))
    const on = FuseState.ENABLE
    const off = FuseState.DISABLE
    expect(wire).toMatchObject({
      [FuseV1Options.RunAsNode]: off,
      [FuseV1Options.EnableCookieEncryption]: on,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: off,
      [FuseV1Options.EnableNodeCliInspectArguments]: off,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: on,
      [FuseV1Options.OnlyLoadAppFromAsar]: on,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: off,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: on,
      [FuseV1Options.WasmTrapHandlers]: on,
    })
  })

  it('finds the packed binary on each platform', () => {
    const packager = { executableName: 'herald', appInfo: { productFilename: 'Herald' } }
    const at = (electronPlatformName: string) =>
      packedBinary({ appOutDir: '/o', electronPlatformName, arch: 1, packager })
    expect(at('linux')).toBe(path.join('/o', 'herald'))
    expect(at('win32')).toBe(path.join('/o', 'Herald.exe'))
    expect(at('darwin')).toBe(path.join('/o', 'Herald.app'))
  })
})

describe('npm run package', () => {
  it('stops with the reason where the Electron runtime is not available', () => {
    const plan = planPackage(['--linux'], { ELECTRON_OVERRIDE_DIST_PATH: scratch })
    expect(plan.ok).toBe(false)
    if (!plan.ok)
      expect(plan.message).toMatch(/^Cannot build the installers here: the Electron runtime is not available/)
  })

  it.runIf(process.platform !== 'win32')('hands electron-builder the config and the options given', () => {
    const dist = path.join(scratch, 'electron-dist')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'electron'), '#!/bin/sh\n', { mode: 0o755 })
    expect(planPackage(['--linux', 'deb'], { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({
      ok: true,
      args: ['--config', 'build/electron-builder.config.ts', '--linux', 'deb'],
    })
  })

  it('is not part of npm test', () => {
    expect(fs.readFileSync(path.join(root, 'test', 'run.ts'), 'utf8')).not.toMatch(/['"]package['"]/)
  })
})
