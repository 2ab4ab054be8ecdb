import type { Translate } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import { currentTranslator } from '../../i18n/current'
import type { ErrorText, ErrorWording } from '../../util/describeRpcError'
import { describeRpcError } from '../../util/describeRpcError'

/** The composer speaks of sending: what was (or was not) sent, and what to check before sending again. */
function sendWording(t: Translate): ErrorWording {
  return {
    invalidInput: { tone: 'error', title: t('composer.sendError.invalidInput') },
    rateLimited: t('composer.sendError.rateLimited'),
    network: {
      tone: 'error',
      title: t('error.network'),
      hint: t('composer.sendError.network.hint'),
    },
    // The service's message says why (a 5xx, a lost answer): the hint claims no cause of its own.
    unknownOutcome: {
      tone: 'warning',
      title: t('composer.sendError.unknownOutcome'),
      hint: t('composer.sendError.unknownOutcome.hint'),
    },
    vaultLocked: {
      tone: 'error',
      title: t('error.vaultLocked'),
      hint: t('composer.sendError.vaultLocked.hint'),
    },
    notFound: { tone: 'error', title: t('composer.sendError.notFound') },
    // message.send's conflicts: a refused second copy (issue 19) or a saved webhook marked unusable; the
    // service's message says which.
    conflict: {
      tone: 'warning',
      title: t('composer.sendError.conflict'),
      hint: t('composer.sendError.conflict.hint'),
    },
    cancelled: { tone: 'info', title: t('composer.sendError.cancelled') },
    internal: { tone: 'error', title: t('error.internal') },
    discord400: t('composer.sendError.discord400'),
    discord401: {
      tone: 'error',
      title: t('composer.sendError.discord401'),
      hint: t('composer.sendError.discord401.hint'),
    },
    discord404: {
      tone: 'error',
      title: t('composer.sendError.discord404'),
      hint: t('composer.sendError.discord404.hint'),
    },
  }
}

/** A heading and a next step for each kind of send failure; the service's own message is shown under it. */
export function describeError(error: RpcErrorData, t: Translate = currentTranslator()): ErrorText {
  return describeRpcError(error, sendWording(t), t)
}
