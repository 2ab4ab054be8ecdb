import { describe, expect, it, vi } from 'vitest'

// The real module imports Electron; in plain Node only the API this wrapper uses is faked.
vi.mock('electron', () => ({ safeStorage: {} }))

const { SafeStorageKeyWrapper } = await import('@main/safeStorageKeyWrapper')
type Api = ConstructorParameters<typeof SafeStorageKeyWrapper>[0]

function fakeApi(backend: string, available = true) {
  const state = { backend, available }
  const api = {
    isAsyncEncryptionAvailable: async () => state.available,
    encryptStringAsync: async (text: string) => Buffer.from(`enc:${text}`),
    decryptStringAsync: async (data: Buffer) => ({
      shouldReEncrypt: false,
      result: data.toString().slice(4),
    }),
    getSelectedStorageBackend: () => state.backend,
  } as unknown as Api
  return { api, state }
}

describe('SafeStorageKeyWrapper', () => {
  it('wraps with the async API and records the Linux backend', async () => {
    const { api } = fakeApi('gnome_libsecret')
    const wrapper = new SafeStorageKeyWrapper(api, 'linux')
    const key = Buffer.alloc(32, 3)
    const wrapped = await wrapper.wrap(key)
    expect(wrapped.params.backend).toBe('gnome_libsecret')
    expect(await wrapper.unwrap(wrapped)).toEqual({ dataKey: key, stale: false })
    expect(await wrapper.status()).toEqual({ available: true, protected: true, backend: 'gnome_libsecret' })
  })

  it('says basic_text is not protected', async () => {
    const wrapper = new SafeStorageKeyWrapper(fakeApi('basic_text').api, 'linux')
    expect(await wrapper.status()).toMatchObject({ protected: false, backend: 'basic_text' })
  })

  it('refuses to unwrap when the backend changed', async () => {
    const { api, state } = fakeApi('kwallet5')
    const wrapper = new SafeStorageKeyWrapper(api, 'linux')
    const wrapped = await wrapper.wrap(Buffer.alloc(32, 1))
    state.backend = 'basic_text'
    await expect(wrapper.unwrap(wrapped)).rejects.toThrow(/kwallet5.*basic_text/)
  })

  it('ignores the backend outside Linux and refuses when unavailable', async () => {
    const { api, state } = fakeApi('unknown')
    const wrapper = new SafeStorageKeyWrapper(api, 'darwin')
    const wrapped = await wrapper.wrap(Buffer.alloc(32, 1))
    expect(wrapped.params.backend).toBeNull()
    state.available = false
    await expect(wrapper.wrap(Buffer.alloc(32, 1))).rejects.toThrow(/not available/)
  })
})
