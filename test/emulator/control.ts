// The control surface: the same operations in process (EmulatorControl) and over HTTP under
// /__emulator/ (see README.md for the routes). Tests and the sandbox use it to seed, reset, read the
// journal, inject faults, reshape the rate model, inspect messages and snapshot the world.
import { readFile, writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import type { Core } from './core'
import { renderWebhook } from './core'
import { ApiError } from './errors'
import type { Faults } from './faults'
import type { Reply } from './http'
import type { Journal } from './journal'
import { renderMessage } from './renderMessage'
import { issueToken } from './oauthRoutes'
import { mergeRateModel } from './rateLimit'
import { evaluateRoleConnection } from './roleConnectionRoutes'
import { seedDemo } from './seed'
import { emptyState } from './state'
import type {
  DemoSeed,
  DemoWebhook,
  EmulatorConfig,
  Fault,
  FaultSpec,
  JournalEntry,
  RateModel,
  RoleCriterion,
  RoleEvaluation,
  SeedKind,
  StateData,
} from './types'

export type EmulatorControl = {
  /** Journal entries after `since` (a seq), optionally only one route name ('executeWebhook', ...). */
  journal(filter?: { since?: number; route?: string }): JournalEntry[]
  clearJournal(): void
  injectFault(spec: FaultSpec): Fault
  faults(): Fault[]
  removeFault(id: string): boolean
  clearFaults(): void
  rateModel(): RateModel
  /** Merges into the current model; takes effect on the next request. */
  setRateModel(patch: Partial<RateModel>): RateModel
  /** Forgets every bucket (windows start afresh). */
  resetRateLimits(): void
  config(): EmulatorConfig
  setConfig(patch: Partial<EmulatorConfig>): EmulatorConfig
  /** Back to the seed the emulator started with; clears journal, faults and buckets. */
  reset(): DemoSeed
  /** Replaces the world with a fresh seed; clears journal, faults and buckets. */
  seed(kind: SeedKind): DemoSeed
  /** A webhook in a channel; applicationId null (default) = made in the client UI. */
  createWebhook(input: { channelId: string; name: string; applicationId?: string | null }): DemoWebhook
  /** Messages as the API renders them, optionally of one channel (or thread) or webhook, oldest first. */
  messages(filter?: { channelId?: string; webhookId?: string }): Record<string, unknown>[]
  /** An OAuth2 user access token without the browser dance (default: demo user, demo app). */
  createUserToken(input: { applicationId: string; userId: string; scopes: string[] }): {
    access_token: string
    refresh_token: string
  }
  evaluateRoleConnection(criterion: RoleCriterion): RoleEvaluation
  /** Registers one more redirect URI for an application, as the developer portal's Redirects list does. */
  addRedirectUri(input: { applicationId: string; uri: string }): string[]
  /** The whole state as JSON; with a path, also written there. */
  snapshot(path?: string): Promise<StateData>
  /** Replaces the world from a snapshot object or a file written by snapshot(). */
  load(source: StateData | string): Promise<void>
  /** Moves the emulator's clock forward (rate windows, token expiry, snowflakes). */
  advanceClock(ms: number): void
  now(): number
}

export type ControlDeps = {
  core: Core
  faults: Faults
  journal: Journal
  startSeed: SeedKind
  baseModel: RateModel
  advance: (ms: number) => void
  setDemo: (demo: DemoSeed) => void
}

export function createControl(deps: ControlDeps): EmulatorControl {
  const { core, faults, journal } = deps
  const applySeed = (kind: SeedKind): DemoSeed => {
    core.state.replace(emptyState())
    journal.clear()
    faults.clear()
    core.limiter.reset()
    const demo = seedDemo(core.state, core.apiBase)
    if (kind === 'empty') core.state.replace(emptyState())
    deps.setDemo(demo)
    return demo
  }
  const control: EmulatorControl = {
    journal: (filter) =>
      journal.list(filter?.since).filter((e) => !filter?.route || e.route === filter.route),
    clearJournal: () => journal.clear(),
    injectFault: (spec) => faults.add(spec),
    faults: () => faults.all(),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
    rateModel: () => structuredClone(core.limiter.model),
    setRateModel(patch) {
      core.limiter.model = mergeRateModel(core.limiter.model, patch)
      return structuredClone(core.limiter.model)
    },
    resetRateLimits: () => core.limiter.reset(),
    config: () => ({ ...core.config }),
    setConfig(patch) {
      Object.assign(core.config, patch)
      return { ...core.config }
    },
    reset() {
      core.limiter.model = structuredClone(deps.baseModel)
      return applySeed(deps.startSeed)
    },
    seed: (kind) => applySeed(kind),
    createWebhook(input) {
      const w = core.state.createWebhook(input)
      return {
        id: w.id,
        token: w.token,
        name: w.name,
        channelId: w.channel_id,
        applicationId: w.application_id,
        url: `${core.apiBase}/webhooks/${w.id}/${w.token}`,
      }
    },
    messages(filter) {
      return core.state.data.messages
        .filter((m) => !filter?.channelId || m.channel_id === filter.channelId)
        .filter((m) => !filter?.webhookId || m.webhook_id === filter.webhookId)
        .map((m) => renderMessage(core.state, m, core.state.webhook(m.webhook_id), core.origin))
    },
    createUserToken(input) {
      const t = issueToken(core, {
        clientId: input.applicationId,
        userId: input.userId,
        scopes: input.scopes,
        refresh: true,
      })
      return { access_token: t.accessToken, refresh_token: t.refreshToken ?? '' }
    },
    evaluateRoleConnection: (criterion) => evaluateRoleConnection(core, criterion),
    addRedirectUri({ applicationId, uri }) {
      const app = core.state.application(applicationId)
      if (!app) throw new Error(`no application ${applicationId}`)
      if (!app.redirectUris.includes(uri)) app.redirectUris.push(uri)
      return app.redirectUris
    },
    async snapshot(path) {
      const data = core.state.snapshot()
      if (path) await writeFile(path, JSON.stringify(data))
      return data
    },
    async load(source) {
      const data =
        typeof source === 'string' ? (JSON.parse(await readFile(source, 'utf8')) as StateData) : source
      core.state.replace(data)
      core.limiter.reset()
    },
    advanceClock: (ms) => deps.advance(ms),
    now: () => core.now(),
  }
  return control
}

type Obj = Record<string, unknown>

function bodyOf(raw: Buffer): Obj {
  if (raw.length === 0) return {}
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'))
    if (typeof value === 'object' && value !== null) return value as Obj
  } catch {
    // fall through
  }
  throw new ApiError(400, { message: 'control API bodies are JSON objects' })
}

/** HTTP binding of the control operations under /__emulator/. */
export function controlHandler(control: EmulatorControl, core: Core, getDemo: () => DemoSeed) {
  return async (req: IncomingMessage, url: URL, raw: Buffer): Promise<Reply> => {
    const method = req.method ?? 'GET'
    const route = `${method} ${url.pathname.replace(/\/+$/, '')}`
    const body = bodyOf(raw)
    const ok = (value: unknown): Reply => ({ status: 200, body: value })
    const fault = /^DELETE \/__emulator\/faults\/(\w+)$/.exec(route)
    if (fault) return ok({ removed: control.removeFault(fault[1] as string) })
    switch (route) {
      case 'GET /__emulator/health':
        return ok({ ok: true, url: core.origin, apiBase: core.apiBase })
      case 'GET /__emulator/demo':
        return ok(getDemo())
      case 'POST /__emulator/seed':
        return ok(control.seed(body.seed === 'empty' ? 'empty' : 'demo'))
      case 'POST /__emulator/reset':
        return ok(control.reset())
      case 'GET /__emulator/journal': {
        const since = Number(url.searchParams.get('since') ?? 0)
        const filter = {
          since,
          ...(url.searchParams.has('route') ? { route: url.searchParams.get('route') as string } : {}),
        }
        return ok(control.journal(filter))
      }
      case 'DELETE /__emulator/journal':
        control.clearJournal()
        return { status: 204 }
      case 'GET /__emulator/faults':
        return ok(control.faults())
      case 'POST /__emulator/faults':
        return ok(control.injectFault(body as FaultSpec))
      case 'DELETE /__emulator/faults':
        control.clearFaults()
        return { status: 204 }
      case 'GET /__emulator/rate-model':
        return ok(control.rateModel())
      case 'PATCH /__emulator/rate-model':
      case 'PUT /__emulator/rate-model':
        return ok(control.setRateModel(body as Partial<RateModel>))
      case 'POST /__emulator/rate-limits/reset':
        control.resetRateLimits()
        return { status: 204 }
      case 'GET /__emulator/config':
        return ok(control.config())
      case 'PATCH /__emulator/config':
        return ok(control.setConfig(body as Partial<EmulatorConfig>))
      case 'POST /__emulator/webhooks':
        return ok(
          control.createWebhook(body as { channelId: string; name: string; applicationId?: string | null }),
        )
      case 'GET /__emulator/webhooks':
        return ok(core.state.data.webhooks.map((w) => renderWebhook(core, w, { token: true, user: false })))
      case 'GET /__emulator/messages': {
        const q = url.searchParams
        return ok(
          control.messages({
            ...(q.has('channel_id') ? { channelId: q.get('channel_id') as string } : {}),
            ...(q.has('webhook_id') ? { webhookId: q.get('webhook_id') as string } : {}),
          }),
        )
      }
      case 'POST /__emulator/tokens':
        return ok(
          control.createUserToken(body as { applicationId: string; userId: string; scopes: string[] }),
        )
      case 'POST /__emulator/role-connections/evaluate':
        return ok(control.evaluateRoleConnection(body as RoleCriterion))
      case 'POST /__emulator/redirect-uris':
        return ok(control.addRedirectUri(body as { applicationId: string; uri: string }))
      case 'GET /__emulator/snapshot':
        return ok(await control.snapshot())
      case 'POST /__emulator/snapshot':
        return ok(await control.snapshot(typeof body.path === 'string' ? body.path : undefined))
      case 'POST /__emulator/load':
        await control.load(typeof body.path === 'string' ? body.path : (body as StateData))
        return { status: 204 }
      case 'POST /__emulator/clock':
        control.advanceClock(Number(body.advanceMs ?? 0))
        return ok({ now: control.now() })
      case 'GET /__emulator/clock':
        return ok({ now: control.now() })
      default:
        return { status: 404, body: { message: `unknown control route ${route}` } }
    }
  }
}
