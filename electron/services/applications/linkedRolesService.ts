import type { MetadataRecord, RoleConnection } from '@shared/discord/linkedRoles'
import type { RoleConnectionView } from '@shared/rpc/areas/applications'
import { said } from '@shared/rpc/errors'
import type { DiscordClient } from '../discord'
import { explained, discordFailure } from '../library/discordErrors'
import type { ApplicationService } from './applicationService'

export type LinkedRolesDeps = { applications: ApplicationService; client: DiscordClient }

/** Metadata records (bot token) and the connected user's role connection (their access token). */
export class LinkedRolesService {
  constructor(private readonly deps: LinkedRolesDeps) {}

  async getMetadata(applicationId: string): Promise<MetadataRecord[]> {
    const token = this.deps.applications.botToken(applicationId)
    return botCall(() => this.deps.client.bot.getRoleConnectionMetadata(token, applicationId)) as Promise<
      MetadataRecord[]
    >
  }

  /** Replaces the whole set (service-interface rule 4); the records were checked by the contract. */
  async putMetadata(applicationId: string, records: MetadataRecord[]): Promise<MetadataRecord[]> {
    const token = this.deps.applications.botToken(applicationId)
    return botCall(() =>
      this.deps.client.bot.putRoleConnectionMetadata(token, applicationId, records),
    ) as Promise<MetadataRecord[]>
  }

  async getConnection(applicationId: string): Promise<RoleConnectionView> {
    const token = await this.deps.applications.accessToken(applicationId)
    return view(await this.deps.client.oauth2.getUserRoleConnection(token, applicationId))
  }

  /** Replaces every stored value of the user (service-interface rule 3). */
  async putConnection(applicationId: string, connection: RoleConnection): Promise<RoleConnectionView> {
    const token = await this.deps.applications.accessToken(applicationId)
    return view(await this.deps.client.oauth2.putUserRoleConnection(token, applicationId, connection))
  }
}

function view(answer: {
  platform_name?: string | null
  platform_username?: string | null
  metadata?: Record<string, unknown>
}): RoleConnectionView {
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(answer.metadata ?? {})) metadata[key] = String(value)
  return {
    platform_name: answer.platform_name ?? null,
    platform_username: answer.platform_username ?? null,
    metadata,
  }
}

async function botCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const failure = discordFailure(error)
    if (failure?.status === 401) {
      throw explained(
        error,
        said(
          'service.applications.botTokenRefused',
          'Discord refused the bot token: it may have been reset. Remove the application and add it again with the new token.',
        ),
      )
    }
    if (failure?.status === 403) {
      throw explained(
        error,
        said(
          'service.applications.otherAppsBot',
          'This bot token belongs to another application: only an application’s own bot can read or publish its metadata.',
        ),
      )
    }
    throw error
  }
}
