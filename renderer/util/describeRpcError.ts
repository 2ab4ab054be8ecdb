import type { RpcErrorData, RpcErrorKind } from '@shared/rpc'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '../i18n/current'

export type ErrorText = { title: string; hint?: string; tone: 'error' | 'warning' | 'info' }

/**
 * The words one screen uses for each kind of failure. The composer speaks of sending, the library,
 * history and vault screens of managing; the numbers (status, seconds) are filled in by describeRpcError.
 */
export type ErrorWording = Record<Exclude<RpcErrorKind, 'discord' | 'rateLimited'>, ErrorText> & {
  rateLimited: string
  discord400: string
  discord401: ErrorText
  discord404: ErrorText
  /** Discord's 403 with code 50013; without it, that is a plain 403. */
  missingPermission?: string
}

/** The library, history and vault screens. The service's message already names the webhook or field. */
function manageWording(t: Translate): ErrorWording {
  return {
    invalidInput: { tone: 'error', title: t('error.invalidInput') },
    rateLimited: t('error.rateLimited'),
    network: { tone: 'error', title: t('error.network'), hint: t('error.network.hint') },
    unknownOutcome: {
      tone: 'warning',
      title: t('error.unknownOutcome'),
      hint: t('error.unknownOutcome.hint'),
    },
    vaultLocked: { tone: 'warning', title: t('error.vaultLocked'), hint: t('error.vaultLocked.hint') },
    notFound: { tone: 'error', title: t('error.notFound') },
    conflict: { tone: 'error', title: t('error.conflict') },
    cancelled: { tone: 'info', title: t('error.cancelled') },
    internal: { tone: 'error', title: t('error.internal') },
    // The services' message already says which permission and where to grant it.
    missingPermission: t('error.missingPermission'),
    discord400: t('error.discord400'),
    discord401: { tone: 'error', title: t('error.discord401'), hint: t('error.discord401.hint') },
    discord404: { tone: 'error', title: t('error.discord404'), hint: t('error.discord404.hint') },
  }
}

/** A heading and a next step for each kind of failure; the service's own message is shown under it. */
export function describeRpcError(
  error: RpcErrorData,
  wording?: ErrorWording,
  t: Translate = currentTranslator(),
): ErrorText {
  wording ??= manageWording(t)
  switch (error.kind) {
    case 'discord':
      return describeDiscord(error.status, error.code, wording, t)
    case 'rateLimited':
      return {
        tone: 'warning',
        title: wording.rateLimited,
        hint: t('error.retryIn', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) }),
      }
    default:
      return wording[error.kind]
  }
}

function describeDiscord(
  status: number,
  code: number | null,
  wording: ErrorWording,
  t: Translate,
): ErrorText {
  if (status === 403 && code === 50013 && wording.missingPermission) {
    return { tone: 'error', title: wording.missingPermission }
  }
  if (status === 401) return wording.discord401
  if (status === 404) return wording.discord404
  if (status === 403) return { tone: 'error', title: t('error.discord403') }
  if (status === 400) return { tone: 'error', title: wording.discord400 }
  if (status >= 500) {
    return {
      tone: 'error',
      title: t('error.discord5xx', { status: String(status) }),
      hint: t('error.discord5xx.hint'),
    }
  }
  return { tone: 'error', title: t('error.discordOther', { status: String(status) }) }
}
