import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { mainEntry, outDir } from '@launch/paths'
import { setLogSink } from '@services/log'
import { electronChecklist } from './checklist'
import { electronModule } from './electronApp'

vi.mock('electron', () => electronModule())
vi.mock('electron-store', () => ({
  default: class {
    store = {}
  },
}))
setLogSink(() => undefined)

// The same checklist against what ships: out/main/index.js as `npm run build` made it (`npm test` builds
// before it runs vitest). Without a build there is nothing to read, and the tests are reported skipped.
describe.skipIf(!fs.existsSync(mainEntry))(
  'Electron security checklist (the built out/main/index.js)',
  () => {
    electronChecklist(() => import(/* @vite-ignore */ path.resolve(mainEntry)))

    it('ships a preload that needs nothing but electron (a sandboxed preload can require nothing else)', () => {
      const preload = fs.readFileSync(path.join(outDir, 'preload', 'index.cjs'), 'utf8')
      const required = [...preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1])
      expect(new Set(required)).toEqual(new Set(['electron']))
    })
  },
)
