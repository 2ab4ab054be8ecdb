import type { z } from 'zod'
import { appEvents, appMethods } from './areas/app'
import { bootstrapMethods } from './areas/bootstrap'
import { applicationsEvents, applicationsMethods } from './areas/applications'
import { sendEvents, sendMethods } from './areas/send'
import { botTokensMethods } from './areas/botTokens'
import { draftsEvents, draftsMethods } from './areas/drafts'
import { guildsMethods } from './areas/guilds'
import { historyEvents, historyMethods } from './areas/history'
import { interopMethods } from './areas/interop'
import { mediaMethods } from './areas/media'
import { settingsEvents, settingsMethods } from './areas/settings'
import { schedulesEvents, schedulesMethods } from './areas/schedules'
import { templatesMethods } from './areas/templates'
import { statusMethods } from './areas/status'
import { backupMethods } from './areas/backup'
import { vaultEvents, vaultMethods } from './areas/vault'
import { webhooksEvents, webhooksMethods } from './areas/webhooks'

/**
 * The whole contract between the page and the outside world. Each area of the app declares its
 * methods (`area.verb`) and events (`area.onDidX`) in `areas/<area>.ts`; this file only joins them.
 */
export const methods = {
  ...appMethods,
  ...bootstrapMethods,
  ...sendMethods,
  ...vaultMethods,
  ...webhooksMethods,
  ...botTokensMethods,
  ...guildsMethods,
  ...historyMethods,
  ...settingsMethods,
  ...draftsMethods,
  ...interopMethods,
  ...applicationsMethods,
  ...templatesMethods,
  ...schedulesMethods,
  ...statusMethods,
  ...backupMethods,
  ...mediaMethods,
} as const

export const events = {
  ...appEvents,
  ...sendEvents,
  ...vaultEvents,
  ...webhooksEvents,
  ...historyEvents,
  ...settingsEvents,
  ...draftsEvents,
  ...applicationsEvents,
  ...schedulesEvents,
} as const

export type Methods = typeof methods
export type Events = typeof events
export type MethodName = keyof Methods & string
export type EventName = keyof Events & string

/** What a caller passes (before defaults are applied). */
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>
/** What a service receives (after parsing and defaults). */
export type MethodArgs<M extends MethodName> = z.output<Methods[M]['input']>
/** What the caller receives. */
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>
/** What a service may return (before the output schema fills defaults). */
export type MethodResult<M extends MethodName> = z.input<Methods[M]['output']>
export type EventPayload<E extends EventName> = z.output<Events[E]['payload']>

// The name checks live with the schema-free name lists, so the preload can use them without zod.
export { isEventName, isMethodName } from './names'
