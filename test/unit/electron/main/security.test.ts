import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pageCsp } from '@services/csp'
import { FakeContents, electronFake, emitPreventable, ipcHandlers } from './electronFake'

vi.mock('electron', () => electronFake)

const { isSafeExternalUrl, guardNavigation } = await import('@main/security/navigation')
const { denyPermissions } = await import('@main/security/permissions')
const { installCsp } = await import('@main/security/csp')
const { handleTrusted, isTrustedSender } = await import('@main/security/ipcGuard')

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  vi.clearAllMocks()
  ipcHandlers.clear()
})

describe('navigation', () => {
  it('lets only https links without credentials leave the app', () => {
    expect(isSafeExternalUrl('https://discord.com/developers')).toBe(true)
    for (const url of [
      'http://discord.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'https://user:pass@discord.com',
      'not a url',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false)
    }
  })

  it('cancels every navigation and hands https targets to the system browser', async () => {
    const contents = new FakeContents()
    guardNavigation(contents as never)

    expect(emitPreventable(contents, 'will-navigate', 'https://discord.com/')).toBe(true)
    expect(emitPreventable(contents, 'will-navigate', 'file:///etc/passwd')).toBe(true)
    await flush()

    expect(electronFake.shell.openExternal).toHaveBeenCalledTimes(1)
    expect(electronFake.shell.openExternal).toHaveBeenCalledWith('https://discord.com/')
  })

  it('denies every new window, opening https ones outside', async () => {
    const contents = new FakeContents()
    guardNavigation(contents as never)

    expect(contents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(contents.openHandler?.({ url: 'http://example.com/' })).toEqual({ action: 'deny' })
    await flush()

    expect(electronFake.shell.openExternal).toHaveBeenCalledTimes(1)
  })

  it('refuses to attach a <webview> and to follow redirects', () => {
    const contents = new FakeContents()
    guardNavigation(contents as never)

    expect(emitPreventable(contents, 'will-attach-webview', {}, {})).toBe(true)
    expect(emitPreventable(contents, 'will-redirect', 'https://elsewhere.example/')).toBe(true)
  })
})

describe('permissions', () => {
  it('denies every permission request and check', () => {
    let request:
      ((contents: unknown, permission: string, callback: (grant: boolean) => void) => void) | undefined
    let check: ((contents: unknown, permission: string) => boolean) | undefined
    const session = {
      setPermissionRequestHandler: (handler: typeof request) => (request = handler),
      setPermissionCheckHandler: (handler: typeof check) => (check = handler),
      setDevicePermissionHandler: vi.fn(),
      setBluetoothPairingHandler: vi.fn(),
      on: vi.fn(),
    }
    denyPermissions(session as never)

    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn()
      request?.({}, permission, callback)
      expect(callback, permission).toHaveBeenCalledWith(false)
      expect(check?.({}, permission), permission).toBe(false)
    }
  })
})

describe('csp', () => {
  it('replaces whatever policy a response carried with ours', () => {
    let listener: ((details: unknown, callback: (response: unknown) => void) => void) | undefined
    const session = { webRequest: { onHeadersReceived: (handler: typeof listener) => (listener = handler) } }
    installCsp(session as never)

    const callback = vi.fn()
    listener?.({ responseHeaders: { 'content-security-policy': ['*'], 'X-Other': ['1'] } }, callback)

    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'X-Other': ['1'], 'Content-Security-Policy': [pageCsp] },
    })
    expect(pageCsp).toContain("default-src 'none'")
    expect(pageCsp).toContain("script-src 'self'")
    expect(pageCsp).not.toContain('unsafe')
  })
})

describe('ipcGuard', () => {
  const page = 'file:///app/out/renderer/index.html'
  const top = { url: page, parent: null }
  const event = (senderFrame: unknown) => ({ senderFrame }) as never

  it("trusts only our own page's top frame", () => {
    expect(isTrustedSender(event(top), page)).toBe(true)
    expect(isTrustedSender(event({ url: `${page}#/composer`, parent: null }), page)).toBe(true)
    expect(isTrustedSender(event({ url: page, parent: top }), page)).toBe(false)
    expect(isTrustedSender(event({ url: 'https://evil.example/', parent: null }), page)).toBe(false)
    expect(isTrustedSender(event({ url: 'file:///tmp/other.html', parent: null }), page)).toBe(false)
    expect(isTrustedSender(event(null), page)).toBe(false)
  })

  it('registers only herald: channels', () => {
    expect(() => handleTrusted('rpc', page, async () => undefined)).toThrow(/herald:/)
    expect(electronFake.ipcMain.handle).not.toHaveBeenCalled()
  })

  it('answers a trusted sender and refuses an untrusted one without calling the listener', async () => {
    const listener = vi.fn(async () => 'answer')
    const dispose = handleTrusted('herald:test', page, listener)
    const handler = ipcHandlers.get('herald:test')

    await expect(handler?.(event(top), 'a')).resolves.toBe('answer')
    await expect(handler?.(event({ url: page, parent: top }), 'b')).rejects.toThrow('Refused.')
    expect(listener).toHaveBeenCalledTimes(1)

    dispose()
    expect(ipcHandlers.has('herald:test')).toBe(false)
  })
})
