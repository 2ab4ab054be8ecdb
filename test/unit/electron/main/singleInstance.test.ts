import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { claimSingleInstance } from '@main/singleInstance'

function fakeApp(gotLock: boolean) {
  const app = Object.assign(new EventEmitter(), { requestSingleInstanceLock: () => gotLock, quit: vi.fn() })
  return app as typeof app & Parameters<typeof claimSingleInstance>[0]
}

function fakeWindow(minimized: boolean) {
  return {
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  }
}

describe('single instance', () => {
  it('lets the first launch run and brings its window forward when a second one starts', () => {
    const app = fakeApp(true)
    const window = fakeWindow(true)
    expect(claimSingleInstance(app, () => window as never)).toBe(true)

    app.emit('second-instance', {}, ['herald'], '/home/user')
    expect(window.restore).toHaveBeenCalledTimes(1)
    expect(window.show).toHaveBeenCalledTimes(1)
    expect(window.focus).toHaveBeenCalledTimes(1)
    expect(app.quit).not.toHaveBeenCalled()
  })

  it('does not restore a window that is not minimised, and copes with no window yet', () => {
    const app = fakeApp(true)
    const window = fakeWindow(false)
    const current: { window?: typeof window } = {}
    claimSingleInstance(app, () => current.window as never)
    app.emit('second-instance')
    current.window = window
    app.emit('second-instance')
    expect(window.restore).not.toHaveBeenCalled()
    expect(window.focus).toHaveBeenCalledTimes(1)
  })

  it('quits the second launch without listening for others', () => {
    const app = fakeApp(false)
    expect(claimSingleInstance(app, () => undefined)).toBe(false)
    expect(app.quit).toHaveBeenCalledTimes(1)
    expect(app.listenerCount('second-instance')).toBe(0)
  })
})
