import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/**
 * Stand-ins for the few Electron objects the main-process modules touch. The tests mock the 'electron'
 * module with these, so the real package (which would download its binary) is never loaded.
 */
export const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()

export const electronFake = {
  ipcMain: {
    handle: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) => {
      ipcHandlers.set(channel, listener)
    }),
    removeHandler: vi.fn((channel: string) => ipcHandlers.delete(channel)),
  },
  shell: { openExternal: vi.fn(async () => undefined) },
}

/** A WebContents with real events and a captured window-open handler. */
export class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | undefined
  sent: unknown[][] = []
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler
  }
  send(...args: unknown[]) {
    this.sent.push(args)
  }
}

/** Emits an Electron-style event and says whether a listener called preventDefault. */
export function emitPreventable(target: EventEmitter, name: string, ...args: unknown[]): boolean {
  let prevented = false
  target.emit(name, { preventDefault: () => (prevented = true) }, ...args)
  return prevented
}
