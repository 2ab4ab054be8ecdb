import { webhookExecutionUrl } from '@shared/discord/urls'
import { RpcError, said } from '@shared/rpc/errors'
import type { HeraldConfig } from '@services/config'
import { openBotTokenStore } from '@services/stores/botTokenStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { openWebhookStore } from '@services/stores/webhookStore'
import { SecretVault } from '@services/vault/secretVault'
import type { SealedSecret, SecretRef } from '@services/vault/sealedSecret'
import { usageError } from './io'

/**
 * Secrets saved in the app's vault, for `--bot <label>` and `--webhook @<label or id>`: opened with
 * HERALD_PASSPHRASE (the CLI has no prompt) and locked again at once. The vault is read, never written.
 */
async function openSaved(
  config: HeraldConfig,
  passphrase: string | undefined,
  flag: string,
  find: (deps: { dataDir: string; recovery: RecoveryLog }) => { ref: SecretRef; sealed: SealedSecret },
): Promise<string> {
  if (!passphrase)
    throw usageError(
      said(
        'cli.secret.flagNeedsPassphrase',
        `${flag} needs HERALD_PASSPHRASE (or HERALD_PASSPHRASE_FILE) to open the vault.`,
        {
          flag,
        },
      ),
    )
  const recovery = new RecoveryLog()
  const vault = new SecretVault({ dataDir: config.dataDir, recovery })
  if (vault.state === 'uninitialised') {
    const { dataDir } = config
    throw usageError(said('cli.secret.noVault', `There is no vault in ${dataDir}.`, { dataDir }))
  }
  const { ref, sealed } = find({ dataDir: config.dataDir, recovery })
  await vault.unlock(passphrase)
  try {
    return vault.open(ref, sealed)
  } finally {
    await vault.lock()
  }
}

function notSaved(flag: string, message: string, hint: string): RpcError {
  return new RpcError({ kind: 'invalidInput', message, issues: [{ path: flag, message: hint }] })
}

export function savedBotToken(config: HeraldConfig, label: string, passphrase: string | undefined) {
  return openSaved(config, passphrase, '--bot', (deps) => {
    const record = openBotTokenStore(deps)
      .read()
      .botTokens.find((token) => token.label === label)
    if (!record) {
      throw notSaved(
        '--bot',
        `No saved bot token is labelled "${label}".`,
        'Save it in the app (Webhooks → Bot tokens) or use HERALD_BOT_TOKEN.',
      )
    }
    return { ref: { type: 'botToken', id: record.id, field: 'token' }, sealed: record.token }
  })
}

/** `@<id>` or `@<label>` (exact first, then ignoring case; a label two webhooks share needs the id). */
export async function savedWebhookUrl(
  config: HeraldConfig,
  name: string,
  passphrase: string | undefined,
): Promise<string> {
  let id = ''
  const token = await openSaved(config, passphrase, '--webhook @…', (deps) => {
    const webhooks = openWebhookStore(deps).read().webhooks
    const exact = webhooks.filter((w) => w.id === name || w.label === name)
    const matches =
      exact.length > 0 ? exact : webhooks.filter((w) => w.label.toLowerCase() === name.toLowerCase())
    const record = matches[0]
    if (!record) {
      throw notSaved(
        '--webhook',
        `No saved webhook has the id or label "${name}".`,
        'Save it in the app (Webhooks) first, or give the URL another safe way (see herald --help).',
      )
    }
    if (matches.length > 1) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said(
          'cli.secret.ambiguousLabel',
          `${matches.length} saved webhooks are labelled "${name}"; give its id (--webhook @<id>).`,
          { count: matches.length, name },
        ),
        issues: matches.map((w) => ({ path: w.id, message: w.label })),
      })
    }
    id = record.id
    return { ref: { type: 'webhook', id: record.id, field: 'token' }, sealed: record.token }
  })
  return webhookExecutionUrl(config.apiBase, id, token)
}
