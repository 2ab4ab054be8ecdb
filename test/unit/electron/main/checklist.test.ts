import { describe, vi } from 'vitest'
import { setLogSink } from '@services/log'
import { electronChecklist } from './checklist'
import { electronModule } from './electronApp'

vi.mock('electron', () => electronModule())
// electron-store reads Electron's paths when it loads; the checklist does not look at the stores.
vi.mock('electron-store', () => ({
  default: class {
    store = {}
  },
}))

setLogSink(() => undefined)

describe('Electron security checklist (electron/main/index.ts)', () => {
  electronChecklist(() => import('@main/index'))
})
