import { describe, expect, it, vi } from 'vitest'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../../support/english'

const call = vi.fn()
vi.mock('@renderer/api', () => ({ connection: { kind: 'browser', api: { call } } }))
const { useSettingsStore } = await import('@renderer/store/settings/store')

describe('settings store', () => {
  it("says in Russian that the app's information could not be read when the page itself failed", async () => {
    call.mockRejectedValue(new TypeError('x is undefined'))
    await useSettingsStore.getState().loadInfo()
    const error = useSettingsStore.getState().loadError
    if (!error) throw new Error('expected a load error')
    expect(saidText(translatorFor('ru'), error)).toBe('Не удалось прочитать сведения о приложении.')
  })
})
