import type { MethodArgs } from '@shared/rpc/contract'
import { redirectUriFor } from '@shared/linkedRoles/redirect'
import type { ApplicationView, ConnectionState } from '@shared/rpc/areas/applications'
import type { Phrase } from '@shared/i18n'
import type { Said } from '@shared/rpc/errors'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import type { ClientCredentials, TokenResult } from '../discord'
import type { OAuth2Api } from '../discord/oauth2Api'
import type { SecretBox } from '../library/webhookLibrary'
import type { JsonStore } from '../stores/jsonStore'
import type { ApplicationFile, ApplicationRecord, UserTokens } from './applicationStore'
import { maskBotToken, maskSecret } from './masks'
import {
  RECONNECT,
  REFRESH_MARGIN_MS,
  isInvalidGrant,
  openAccessToken,
  openRefreshToken,
  refreshTokens,
  sealTokens,
} from './userTokens'

/** What applications.add hands over, validated (the port defaulted). */
export type NewApplication = MethodArgs<'applications.add'>

/** The in-memory part of a connection: a wait for the browser, or the last failure (English and phrase). */
export type Transient = { waiting?: { authorizeUrl: string }; message?: string; phrase?: Phrase }

export type ApplicationServiceDeps = {
  store: JsonStore<ApplicationFile>
  vault: SecretBox
  oauth2: Pick<OAuth2Api, 'requestToken'>
  now?: () => number
}

const secretRef = (applicationId: string, field: 'botToken' | 'clientSecret') => ({
  type: 'application',
  id: applicationId,
  field,
})

/**
 * Saved applications: their sealed bot token and client secret, and the connected user's sealed tokens,
 * refreshed before they expire with the refresh token replaced each time.
 */
export class ApplicationService {
  private readonly transient = new Map<string, Transient>()
  constructor(private readonly deps: ApplicationServiceDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now()
  }

  list(): ApplicationView[] {
    return this.deps.store.read().applications.map((record) => this.view(record))
  }

  get(applicationId: string): ApplicationView {
    return this.view(this.find(applicationId))
  }

  add(input: NewApplication): ApplicationView {
    this.deps.vault.assertUnlocked()
    if (this.deps.store.read().applications.some((a) => a.applicationId === input.applicationId)) {
      const sentence = said(
        'service.applications.alreadySaved',
        'This application is already saved. Remove it first to enter new secrets.',
      )
      throw new RpcError({
        kind: 'invalidInput',
        ...sentence,
        issues: [{ path: 'applicationId', ...sentence }],
      })
    }
    const botToken = input.botToken.replace(/^Bot\s+/i, '')
    const record: ApplicationRecord = {
      applicationId: input.applicationId,
      label: input.label,
      clientId: input.clientId,
      botToken: this.deps.vault.seal(secretRef(input.applicationId, 'botToken'), botToken),
      clientSecret: this.deps.vault.seal(secretRef(input.applicationId, 'clientSecret'), input.clientSecret),
      botTokenMasked: maskBotToken(botToken),
      clientSecretMasked: maskSecret(input.clientSecret),
      redirectPort: input.redirectPort,
      tokens: null,
      reconnectReason: null,
      addedAt: new Date(this.now()).toISOString(),
    }
    this.deps.store.update((draft) => {
      draft.applications.push(record)
    })
    return this.view(record)
  }

  update(applicationId: string, change: { label?: string; redirectPort?: number }): ApplicationView {
    this.find(applicationId)
    return this.view(this.change(applicationId, (record) => Object.assign(record, change)))
  }

  remove(applicationId: string): boolean {
    if (!this.deps.store.read().applications.some((a) => a.applicationId === applicationId)) return false
    this.deps.store.update((draft) => {
      draft.applications = draft.applications.filter((a) => a.applicationId !== applicationId)
    })
    this.transient.delete(applicationId)
    return true
  }

  botToken(applicationId: string): string {
    const record = this.find(applicationId)
    return this.deps.vault.open(secretRef(applicationId, 'botToken'), record.botToken)
  }

  client(applicationId: string): ClientCredentials {
    const record = this.find(applicationId)
    return {
      clientId: record.clientId,
      clientSecret: this.deps.vault.open(secretRef(applicationId, 'clientSecret'), record.clientSecret),
    }
  }

  redirectPort(applicationId: string): number {
    return this.find(applicationId).redirectPort
  }

  setTransient(applicationId: string, transient: Transient): ConnectionState {
    this.transient.set(applicationId, transient)
    return this.view(this.find(applicationId)).connection
  }

  /** Keeps a new authorization, replacing any earlier one. */
  storeTokens(applicationId: string, result: TokenResult, user: UserTokens['user']): ConnectionState {
    const tokens = sealTokens(this.deps.vault, applicationId, result, this.now(), user)
    this.change(applicationId, (record) => {
      record.tokens = tokens
      record.reconnectReason = null
    })
    return this.setTransient(applicationId, {})
  }

  /** The user's tokens, opened, for a revoke; null when none are kept. */
  userTokens(applicationId: string): { access: string; refresh: string | null } | null {
    const tokens = this.find(applicationId).tokens
    if (!tokens) return null
    return {
      access: openAccessToken(this.deps.vault, applicationId, tokens),
      refresh: openRefreshToken(this.deps.vault, applicationId, tokens),
    }
  }

  /** Forgets the user's tokens; a reason asks the user to connect again, and is kept to say so. */
  forgetTokens(applicationId: string, reason: Said | null = null): void {
    this.change(applicationId, (record) => {
      record.tokens = null
      record.reconnectReason = reason?.message ?? null
      if (reason) record.reconnectPhrase = reason.phrase
      else delete record.reconnectPhrase
    })
    this.transient.delete(applicationId)
  }

  /**
   * A usable access token: refreshed first when it expires within the margin. An invalid_grant on the
   * refresh forgets the tokens and asks the user to connect again.
   */
  async accessToken(applicationId: string): Promise<string> {
    const record = this.find(applicationId)
    const tokens = record.tokens
    if (!tokens) {
      throw rpcError(
        'invalidInput',
        reconnectSaid(record) ??
          said(
            'service.applications.noUser',
            'No user is connected to this application yet. Connect a user first.',
          ),
      )
    }
    if (tokens.expiresAt - this.now() > REFRESH_MARGIN_MS) {
      return openAccessToken(this.deps.vault, applicationId, tokens)
    }
    const refresh = openRefreshToken(this.deps.vault, applicationId, tokens)
    if (!refresh) {
      this.forgetTokens(
        applicationId,
        said(
          'stored.applications.noRefreshToken',
          'The access token expired and came without a refresh token. Connect again.',
        ),
      )
      throw rpcError(
        'invalidInput',
        said('service.applications.tokenExpired', 'The access token expired. Connect the user again.'),
      )
    }
    let result: TokenResult
    try {
      result = await refreshTokens(this.deps.oauth2, this.client(applicationId), refresh)
    } catch (error) {
      if (isInvalidGrant(error)) {
        this.forgetTokens(applicationId, RECONNECT)
        throw new RpcError({ kind: 'discord', status: 400, code: null, ...RECONNECT, issues: [] })
      }
      throw error
    }
    // Single-use refresh tokens: the new pair replaces the old one before anything else happens.
    this.storeTokens(applicationId, result, tokens.user)
    return result.access_token
  }

  private find(applicationId: string): ApplicationRecord {
    const record = this.deps.store.read().applications.find((a) => a.applicationId === applicationId)
    if (!record)
      throw rpcError(
        'notFound',
        said('service.applications.notSaved', 'This application is not saved (removed?).'),
      )
    return record
  }

  private change(applicationId: string, edit: (record: ApplicationRecord) => void): ApplicationRecord {
    const file = this.deps.store.update((draft) => {
      const record = draft.applications.find((a) => a.applicationId === applicationId)
      if (record) edit(record)
    })
    return file.applications.find((a) => a.applicationId === applicationId) as ApplicationRecord
  }

  private view(record: ApplicationRecord): ApplicationView {
    return {
      applicationId: record.applicationId,
      label: record.label,
      clientId: record.clientId,
      botTokenMasked: record.botTokenMasked,
      clientSecretMasked: record.clientSecretMasked,
      redirectPort: record.redirectPort,
      redirectUri: redirectUriFor(record.redirectPort),
      connection: this.connection(record),
      addedAt: record.addedAt,
    }
  }

  private connection(record: ApplicationRecord): ConnectionState {
    const transient = this.transient.get(record.applicationId) ?? {}
    const tokens = record.tokens
    const base = {
      scope: tokens?.scope ?? null,
      expiresAt: tokens ? new Date(tokens.expiresAt).toISOString() : null,
      user: tokens?.user ?? null,
      authorizeUrl: transient.waiting?.authorizeUrl ?? null,
      ...(transient.message
        ? { message: transient.message, phrase: transient.phrase }
        : { message: record.reconnectReason, phrase: record.reconnectPhrase }),
    }
    if (transient.waiting) return { ...base, state: 'waiting' }
    if (tokens) return { ...base, state: 'connected' }
    return { ...base, state: record.reconnectReason ? 'reconnect' : 'none' }
  }
}

/**
 * Why the user must connect again, as kept: a reason stored before phrases were kept has only its English,
 * which is said as it is.
 */
function reconnectSaid(record: ApplicationRecord): Said | string | null {
  if (record.reconnectReason === null) return null
  if (!record.reconnectPhrase) return record.reconnectReason
  return { message: record.reconnectReason, phrase: record.reconnectPhrase }
}
