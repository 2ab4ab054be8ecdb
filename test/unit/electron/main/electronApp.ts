import { EventEmitter } from 'node:events'
import { vi } from 'vitest'
import { FakeContents, electronFake } from './electronFake'

/**
 * The whole Electron API the shell's entry point touches, recorded instead of run, so a test can start
 * electron/main/index.ts (or its built bundle) without the Electron binary and read back every setting
 * it made: window preferences, session handlers, IPC channels, what the window loaded.
 */
export class FakeSession extends EventEmitter {
  availableSpellCheckerLanguages = ['en-US', 'fr']
  spellCheckerLanguages: string[] = []
  setSpellCheckerLanguages(languages: string[]) {
    this.spellCheckerLanguages = languages
  }
  permissionRequest?: (contents: unknown, permission: string, callback: (grant: boolean) => void) => void
  permissionCheck?: (contents: unknown, permission: string) => boolean
  devicePermission?: (details: unknown) => boolean
  bluetoothPairing?: (details: unknown, callback: (response: { confirmed: boolean }) => void) => void
  headersReceived?: (details: unknown, callback: (response: unknown) => void) => void
  webRequest = {
    onHeadersReceived: (listener: FakeSession['headersReceived']) => (this.headersReceived = listener),
  }
  setPermissionRequestHandler(handler: FakeSession['permissionRequest']) {
    this.permissionRequest = handler
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheck']) {
    this.permissionCheck = handler
  }
  setDevicePermissionHandler(handler: FakeSession['devicePermission']) {
    this.devicePermission = handler
  }
  setBluetoothPairingHandler(handler: FakeSession['bluetoothPairing']) {
    this.bluetoothPairing = handler
  }
}

export class FakeWindow extends EventEmitter {
  static created: FakeWindow[] = []
  webContents = new FakeContents()
  loadFile = vi.fn(async (_file: string) => undefined)
  loadURL = vi.fn(async (_url: string) => undefined)
  constructor(readonly options: { webPreferences?: Record<string, unknown> }) {
    super()
    FakeWindow.created.push(this)
    // As Electron does: every new page's contents is announced before anything loads in it.
    app.emit('web-contents-created', {}, this.webContents)
  }
  isDestroyed = () => false
  isMinimized = () => false
  show() {}
  focus() {}
  restore() {}
}

export const defaultSession = new FakeSession()

const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }

export const app = Object.assign(new EventEmitter(), {
  setName: vi.fn(),
  setPath: vi.fn(),
  getPath: vi.fn(() => process.env.HERALD_DATA_DIR ?? ''),
  getVersion: () => '0.0.0-test',
  enableSandbox: vi.fn(),
  isPackaged: false,
  getPreferredSystemLanguages: () => ['en-US'],
  requestSingleInstanceLock: () => true,
  whenReady: async () => undefined,
  quit: vi.fn(),
  exit: vi.fn(),
})

/** Records IPC listeners registered with `on` (which would bypass the sender check of `handle`). */
export const unguardedListeners: string[] = []

export const electronAppFake = {
  ...electronFake,
  // What the shell reads from app beyond the above (languages, the user model id…) is an inert stand-in.
  app: lenient(app),
  session: { defaultSession },
  BrowserWindow: FakeWindow,
  nativeTheme: { shouldUseDarkColors: false },
  // One display, so the window's remembered place can be checked against it.
  screen: {
    getPrimaryDisplay: () => display,
    getAllDisplays: () => [display],
  },
  ipcMain: {
    ...electronFake.ipcMain,
    on: (channel: string) => unguardedListeners.push(channel),
    handleOnce: (channel: string) => unguardedListeners.push(channel),
  },
  safeStorage: {
    isAsyncEncryptionAvailable: async () => false,
    getSelectedStorageBackend: () => 'basic_text',
    encryptStringAsync: async () => Buffer.alloc(0),
    decryptStringAsync: async () => ({ result: '', shouldReEncrypt: false }),
  },
}

/**
 * The module as vi.mock serves it: the parts above, and for anything else the shell starts to use (a
 * menu, the screen) an inert stand-in, so this checklist keeps reading the security settings when the
 * shell grows.
 */
export function electronModule(): Record<string, unknown> {
  // Module machinery probes (then, __esModule, default, symbols) must see plain absence.
  const probes = new Set<string | symbol>(['then', '__esModule', 'default'])
  return new Proxy(electronAppFake as Record<string, unknown>, {
    get: (target, key) =>
      key in target || typeof key === 'symbol' || probes.has(key) ? target[key as string] : inert(),
    // Vitest asks whether a named export exists before reading it: every name but the probes does.
    has: (target, key) => key in target || (typeof key === 'string' && !probes.has(key)),
  })
}

function lenient<T extends object>(target: T): T {
  return new Proxy(target, {
    get: (object, key, receiver) =>
      key in object || typeof key === 'symbol' || key === 'then'
        ? Reflect.get(object, key, receiver)
        : inert(),
  })
}

function inert(): unknown {
  const stub = function () {} as unknown as Record<string | symbol, unknown>
  return new Proxy(stub, {
    get: (_target, key) => (key === 'then' ? undefined : inert()),
    apply: () => inert(),
    construct: () => inert() as object,
  })
}
