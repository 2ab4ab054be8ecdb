import { BotApi } from './botApi'
import { OAuth2Api } from './oauth2Api'
import type { CoreOptions } from './requestCore'
import { RequestCore } from './requestCore'
import { WebhookApi } from './webhookApi'

export type DiscordClientOptions = CoreOptions

/**
 * Every Discord endpoint of the contract behind one object, sharing one rate-limit state (discord.js
 * learnt the hard way that recreating clients loses buckets and causes 429 storms: build one per
 * process in the composition root).
 *
 * - `webhooks`: execute, get/edit/delete message, get/delete webhook by token (no Authorization).
 * - `bot`: create/list/delete webhooks, role-connection metadata (Authorization: Bot).
 * - `oauth2`: token requests on {auth_url} (Basic), the user's role connection (Bearer).
 */
export class DiscordClient {
  readonly webhooks: WebhookApi
  readonly bot: BotApi
  readonly oauth2: OAuth2Api
  private readonly core: RequestCore

  constructor(options: DiscordClientOptions) {
    this.core = new RequestCore(options)
    this.webhooks = new WebhookApi(this.core)
    this.bot = new BotApi(this.core)
    this.oauth2 = new OAuth2Api(this.core)
  }

  /** The User-Agent every request carries. */
  get userAgent(): string {
    return this.core.userAgent
  }
}
