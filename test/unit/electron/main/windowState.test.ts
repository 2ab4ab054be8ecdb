import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { placeWindow } from '@main/windowState/placement'
import type { WindowState } from '@main/windowState/stateFile'
import { loadWindowState, saveWindowState } from '@main/windowState/stateFile'
import { trackWindowState } from '@main/windowState/trackWindowState'

const laptop = { x: 0, y: 0, width: 1440, height: 870 }
const external = { x: 1440, y: 0, width: 2560, height: 1415 }
const defaults = { width: 1120, height: 780 }
const saved: WindowState = { x: 1600, y: 100, width: 1400, height: 900, maximized: false }

let scratch: string | undefined
const folder = () => (scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-window-state-')))
afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  vi.useRealTimers()
})

describe('placeWindow', () => {
  it('restores the saved bounds when they lie on a display connected now', () => {
    expect(placeWindow(saved, [laptop, external], defaults)).toEqual({
      bounds: { x: 1600, y: 100, width: 1400, height: 900 },
      maximized: false,
    })
  })

  it('centres a window whose display is gone, keeping its size only if it fits the primary one', () => {
    expect(placeWindow({ ...saved, width: 1200, height: 800 }, [laptop], defaults)).toEqual({
      bounds: { width: 1200, height: 800 },
      maximized: false,
    })
    expect(placeWindow(saved, [laptop], defaults)).toEqual({ bounds: defaults, maximized: false })
  })

  it('treats a window hanging off the edge as not fitting, and keeps the maximised state', () => {
    const partly = { x: -200, y: 10, width: 1000, height: 700, maximized: true }
    expect(placeWindow(partly, [laptop], defaults)).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: true,
    })
  })

  it('opens at the default size when nothing was saved', () => {
    expect(placeWindow(undefined, [laptop], defaults)).toEqual({ bounds: defaults, maximized: false })
  })
})

describe('the state file', () => {
  it('round-trips through an atomic write with mode 0600 and leaves no temporary file', async () => {
    const file = path.join(folder(), 'window-state.json')
    saveWindowState(file, saved)
    expect(await loadWindowState(file)).toEqual(saved)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['window-state.json'])
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('reads a missing, corrupt or out-of-shape file as no state', async () => {
    const dir = folder()
    expect(await loadWindowState(path.join(dir, 'none.json'))).toBeUndefined()
    for (const [name, text] of [
      ['truncated.json', '{"x": 10, "y": 2'],
      ['shape.json', '{"x": "left", "y": 0, "width": 800, "height": 600, "maximized": false}'],
      ['negative.json', '{"x": 0, "y": 0, "width": -5, "height": 600, "maximized": false}'],
    ]) {
      fs.writeFileSync(path.join(dir, name!), text!)
      expect(await loadWindowState(path.join(dir, name!)), name).toBeUndefined()
    }
  })

  it('keeps the previous file when a write fails, and removes its temporary file', async () => {
    const dir = folder()
    const file = path.join(dir, 'window-state.json')
    saveWindowState(file, saved)
    // A folder where the file would go makes the rename fail after the temporary file is written.
    const blocked = path.join(dir, 'blocked')
    fs.mkdirSync(blocked)
    fs.writeFileSync(path.join(blocked, 'inside'), 'x')
    expect(() => saveWindowState(blocked, saved)).toThrow()
    expect(fs.readdirSync(dir).sort()).toEqual(['blocked', 'window-state.json'])
    expect(await loadWindowState(file)).toEqual(saved)
  })
})

describe('trackWindowState', () => {
  class FakeWindow extends EventEmitter {
    bounds = { x: 10, y: 20, width: 900, height: 700 }
    maximized = false
    getNormalBounds = () => this.bounds
    isMaximized = () => this.maximized
    isDestroyed = () => false
  }

  it('saves once a burst of moves settles, and again on close, with the normal bounds while maximised', () => {
    vi.useFakeTimers()
    const window = new FakeWindow()
    const save = vi.fn()
    trackWindowState(window as never, save)

    for (let x = 11; x < 40; x++) {
      window.bounds = { ...window.bounds, x }
      window.emit('move')
    }
    expect(save).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenLastCalledWith({ x: 39, y: 20, width: 900, height: 700, maximized: false })

    window.maximized = true
    window.emit('maximize')
    window.emit('close')
    expect(save).toHaveBeenLastCalledWith({ x: 39, y: 20, width: 900, height: 700, maximized: true })
    vi.advanceTimersByTime(1000)
    expect(save).toHaveBeenCalledTimes(2)
  })
})
