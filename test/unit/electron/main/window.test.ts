import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

type WindowOptions = {
  icon?: string
  show?: boolean
  webPreferences?: Record<string, unknown>
}

const created: WindowOptions[] = []

vi.mock('electron', () => ({
  nativeTheme: { shouldUseDarkColors: false },
  BrowserWindow: class {
    constructor(options: WindowOptions) {
      created.push(options)
    }
    once() {}
  },
}))

const { createMainWindow, windowFiles } = await import('@main/window')

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const icon = path.join(repoRoot, 'build', 'icon.png')

describe('createMainWindow', () => {
  it('isolates the page: context isolation, sandbox, no Node anywhere, no webview', () => {
    createMainWindow({ preload: '/app/preload.cjs', page: '/app/index.html', icon })

    expect(created.at(-1)?.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
  })

  it('shows the app icon from build/, found from the main bundle in out/main', () => {
    const files = windowFiles(path.join(repoRoot, 'out', 'main'))
    createMainWindow(files)

    expect(created.at(-1)?.icon).toBe(icon)
    expect(files.preload).toBe(path.join(repoRoot, 'out', 'preload', 'index.cjs'))
    expect(files.page).toBe(path.join(repoRoot, 'out', 'renderer', 'index.html'))
  })
})

describe('build/ icon', () => {
  it('is a 512x512 PNG', () => {
    const png = fs.readFileSync(icon)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    // IHDR: width and height are the first two big-endian words of the first chunk's data.
    expect(png.toString('latin1', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512])
  })

  it('draws the same picture as the page favicon', () => {
    const shapes = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .replace(/\s(width|height)="\d+"(?=[^>]*viewBox)/g, '')
        .trim()
    expect(shapes(path.join(repoRoot, 'build', 'icon.svg'))).toBe(
      shapes(path.join(repoRoot, 'renderer', 'public', 'favicon.svg')),
    )
  })
})
