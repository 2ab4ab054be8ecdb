import os from 'node:os'
import path from 'node:path'

/** Where requests go and where data lives; every shell builds it once and passes it down. */
export type HeraldConfig = {
  /** Versioned API root, `{base_url}` of the contract. */
  apiBase: string
  /** Unversioned API root, `{auth_url}`: hosts /oauth2/token. */
  authBase: string
  dataDir: string
  /** Running against the local emulator with demo data (`npm run sandbox`). */
  sandbox: boolean
}

export const DEFAULT_API_BASE = 'https://discord.com/api/v10'
export const DEFAULT_AUTH_BASE = 'https://discord.com/api'

type Env = Record<string, string | undefined>

/** Reads HERALD_API_BASE, HERALD_AUTH_BASE, HERALD_DATA_DIR and HERALD_SANDBOX, with the defaults. */
export function configFromEnv(env: Env = process.env, fallbackDataDir = defaultDataDir(env)): HeraldConfig {
  return {
    apiBase: trimSlash(env.HERALD_API_BASE || DEFAULT_API_BASE),
    authBase: trimSlash(env.HERALD_AUTH_BASE || DEFAULT_AUTH_BASE),
    dataDir: path.resolve(env.HERALD_DATA_DIR || fallbackDataDir),
    sandbox: env.HERALD_SANDBOX === '1',
  }
}

/** The OS config folder + Herald, as Electron's userData would be for an app named Herald. */
export function defaultDataDir(env: Env = process.env): string {
  const home = os.homedir()
  if (process.platform === 'win32')
    return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), 'Herald')
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Herald')
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'Herald')
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
