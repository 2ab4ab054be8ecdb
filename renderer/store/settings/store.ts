import { create } from 'zustand'
import type { AppInfo } from '@shared/rpc/areas/app'
import type { RpcErrorData } from '@shared/rpc'
import { RpcError, said } from '@shared/rpc/errors'
import { connection } from '../../api'

export type SettingsState = {
  /** What app.info answered; undefined until loaded. */
  info: AppInfo | undefined
  /** Why app.info failed, shown through saidText. */
  loadError: RpcErrorData | undefined
  loadInfo(): Promise<void>
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  info: undefined,
  loadError: undefined,
  async loadInfo() {
    if (connection.kind === 'none') return
    try {
      set({ info: await connection.api.call('app.info', {}), loadError: undefined })
    } catch (error) {
      set({
        loadError:
          error instanceof RpcError
            ? error.data
            : { kind: 'internal', ...said('last.settings.noInfo', 'Could not read the app information.') },
      })
    }
  },
}))

export const settingsSelectors = {
  info: (state: SettingsState) => state.info,
  isSandbox: (state: SettingsState) => state.info?.sandbox === true,
  loadError: (state: SettingsState) => state.loadError,
}
