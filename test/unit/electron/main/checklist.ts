import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { pageCsp } from '@services/csp'
import type { FakeWindow } from './electronApp'
import { FakeWindow as Windows, app, defaultSession, unguardedListeners } from './electronApp'
import { emitPreventable, ipcHandlers } from './electronFake'

/** Every permission Chromium may ask for, including the device ones. */
const PERMISSIONS = [
  'media',
  'geolocation',
  'notifications',
  'midi',
  'midiSysex',
  'pointerLock',
  'fullscreen',
  'openExternal',
  'clipboard-read',
  'clipboard-sanitized-write',
  'display-capture',
  'idle-detection',
  'window-management',
  'hid',
  'serial',
  'usb',
  'bluetooth',
  'storage-access',
  'keyboardLock',
  'speaker-selection',
  'unknown',
]

/**
 * The Electron security checklist, read from the shell as it configures a real start: `load` imports the
 * entry point (the source, or the built bundle) with Electron faked by electronApp.ts.
 */
export function electronChecklist(load: () => Promise<unknown>): void {
  let window: FakeWindow
  let pageFile: string

  it('starts: sandbox for every renderer, one window, a local page', async () => {
    process.env.HERALD_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-checklist-'))
    delete process.env.HERALD_PASSPHRASE
    await load()
    await expect.poll(() => Windows.created[0]?.loadFile.mock.calls.length, { timeout: 20_000 }).toBe(1)
    window = Windows.created[0] as FakeWindow
    pageFile = window.loadFile.mock.calls[0]?.[0] as string
    expect(Windows.created).toHaveLength(1)
    expect(app.enableSandbox).toHaveBeenCalled()
  })

  it('isolates the page: contextIsolation, sandbox, no Node, no webview, web security on', () => {
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    })
    const preload = window.options.webPreferences?.preload as string
    expect(path.isAbsolute(preload) && preload.endsWith(path.join('preload', 'index.cjs'))).toBe(true)
  })

  it('loads only its own file, never a remote address', () => {
    expect(path.isAbsolute(pageFile)).toBe(true)
    expect(pageFile.endsWith(path.join('renderer', 'index.html'))).toBe(true)
    expect(window.loadURL).not.toHaveBeenCalled()
  })

  it('sends the CSP as a response header, replacing any other', () => {
    const seen: unknown[] = []
    defaultSession.headersReceived?.(
      { url: pathToFileURL(pageFile).href, responseHeaders: { 'Content-Security-Policy': ['*'] } },
      (response) => seen.push(response),
    )
    expect(seen).toEqual([{ responseHeaders: { 'Content-Security-Policy': [pageCsp] } }])
    expect(pageCsp).toMatch(/default-src 'none'/)
    expect(pageCsp).toMatch(/script-src 'self';/)
    expect(pageCsp).toMatch(/connect-src 'self';/)
  })

  it('denies every navigation, new window, redirect and <webview> of the window', () => {
    const contents = window.webContents
    for (const url of ['https://discord.com/', 'file:///etc/passwd', 'http://127.0.0.1:1/', 'about:blank']) {
      expect(emitPreventable(contents, 'will-navigate', url), url).toBe(true)
      expect(contents.openHandler?.({ url }), url).toEqual({ action: 'deny' })
    }
    expect(emitPreventable(contents, 'will-redirect', 'https://elsewhere.example/')).toBe(true)
    expect(emitPreventable(contents, 'will-attach-webview', {}, { src: 'https://x.example/' })).toBe(true)
  })

  it('denies every permission request and check, and answers every device picker with no device', () => {
    for (const permission of PERMISSIONS) {
      let granted: boolean | undefined
      defaultSession.permissionRequest?.(window.webContents, permission, (grant) => (granted = grant))
      expect(granted, permission).toBe(false)
      expect(defaultSession.permissionCheck?.(window.webContents, permission), permission).toBe(false)
    }
    expect(defaultSession.devicePermission?.({ deviceType: 'usb' })).toBe(false)
    const picked: unknown[][] = []
    const pick = (...args: unknown[]) => picked.push(args)
    expect(emitPreventable(defaultSession, 'select-hid-device', { deviceList: [{}] }, pick)).toBe(true)
    expect(emitPreventable(defaultSession, 'select-usb-device', { deviceList: [{}] }, pick)).toBe(true)
    expect(emitPreventable(defaultSession, 'select-serial-port', [{}], window.webContents, pick)).toBe(true)
    expect(emitPreventable(window.webContents, 'select-bluetooth-device', [{ deviceId: 'a' }], pick)).toBe(
      true,
    )
    expect(picked).toEqual([[], [], [''], ['']])
    let pairing: unknown
    defaultSession.bluetoothPairing?.({}, (response) => (pairing = response))
    expect(pairing).toEqual({ confirmed: false })
  })

  it("answers IPC only from the page's own top frame, on every channel", async () => {
    const page = pathToFileURL(pageFile).href
    expect([...ipcHandlers.keys()].sort()).toEqual(['herald:readStaged', 'herald:rpc', 'herald:stage'])
    expect(unguardedListeners).toEqual([])
    const strangers = [
      { url: page, parent: { url: page } },
      { url: 'https://evil.example/', parent: null },
      { url: pathToFileURL(path.join(path.dirname(pageFile), 'other.html')).href, parent: null },
      null,
    ]
    for (const [channel, handler] of ipcHandlers) {
      for (const senderFrame of strangers) {
        await expect(
          Promise.resolve().then(() => handler({ senderFrame }, 'app.info', {})),
          channel,
        ).rejects.toThrow('Refused.')
      }
    }
    const answer = await ipcHandlers.get('herald:rpc')?.(
      { senderFrame: { url: page, parent: null } },
      'app.info',
      {},
    )
    expect(answer).toMatchObject({ ok: true, value: { shell: 'electron' } })
  })

  it('shuts the services down when the app quits', async () => {
    app.emit('will-quit', { preventDefault: () => undefined })
    await expect.poll(() => app.quit.mock.calls.length, { timeout: 10_000 }).toBeGreaterThan(0)
    fs.rmSync(process.env.HERALD_DATA_DIR ?? '', { recursive: true, force: true })
  })
}
