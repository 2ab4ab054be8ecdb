import { RpcError } from '../../shared/rpc/errors'
import type { HeraldConfig } from '../services/config'
import { openBotTokenStore } from '../services/stores/botTokenStore'
import { RecoveryLog } from '../services/stores/recoveryLog'
import { SecretVault } from '../services/vault/secretVault'
import { usageError } from './io'

/**
 * `--bot <label>`: a bot token saved in the app's vault, opened with HERALD_PASSPHRASE. The CLI has no
 * prompt, and a passphrase on the command line would show in `ps`.
 */
export async function savedBotToken(config: HeraldConfig, label: string, passphrase: string | undefined) {
  if (!passphrase) throw usageError('--bot needs HERALD_PASSPHRASE to open the vault.')
  const recovery = new RecoveryLog()
  const vault = new SecretVault({ dataDir: config.dataDir, recovery })
  if (vault.state === 'uninitialised') throw usageError(`There is no vault in ${config.dataDir}.`)
  const record = openBotTokenStore({ dataDir: config.dataDir, recovery })
    .read()
    .botTokens.find((token) => token.label === label)
  if (!record) {
    throw new RpcError({
      kind: 'invalidInput',
      message: `No saved bot token is labelled "${label}".`,
      issues: [
        { path: '--bot', message: 'Save it in the app (Webhooks → Bot tokens) or use HERALD_BOT_TOKEN.' },
      ],
    })
  }
  await vault.unlock(passphrase)
  try {
    return vault.open({ type: 'botToken', id: record.id, field: 'token' }, record.token)
  } finally {
    await vault.lock()
  }
}
