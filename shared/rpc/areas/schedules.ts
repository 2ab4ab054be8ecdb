import { z } from 'zod'
import { draftIdSchema } from '../../drafts/draft'
import {
  repeatSchema,
  scheduleIdSchema,
  scheduleRunSchema,
  scheduleSchema,
  timeZoneSchema,
  wallTimeSchema,
} from '../../schedules/schedule'
import { event, method } from '../define'

const scheduleResult = z.object({ schedule: scheduleSchema })

/** One occurrence a run sent (or tried to). */
export const ranScheduleSchema = z.object({
  scheduleId: scheduleIdSchema,
  name: z.string(),
  run: scheduleRunSchema,
})

export const schedulesMethods = {
  'schedules.list': method(
    z.object({}),
    z.object({ schedules: z.array(scheduleSchema) }),
    'Scheduled sends, soonest first; missed ones carry state "missed".',
  ),
  'schedules.create': method(
    z.object({
      draftId: draftIdSchema,
      /** The user's local date and time of the first send. */
      at: wallTimeSchema,
      /** The page's IANA zone: repeats keep this wall time across daylight-saving changes. */
      timeZone: timeZoneSchema,
      repeat: repeatSchema.default('none'),
    }),
    scheduleResult,
    "Schedules a copy of the draft's messages and targets; invalidInput when it cannot be sent as it is.",
  ),
  'schedules.update': method(
    z.object({
      scheduleId: scheduleIdSchema,
      at: wallTimeSchema,
      timeZone: timeZoneSchema,
      repeat: repeatSchema,
      /** Take the draft's current messages and targets instead of the copy made when scheduled. */
      refreshContent: z.boolean().default(false),
    }),
    scheduleResult,
    'Moves a schedule (and optionally re-copies its draft).',
  ),
  'schedules.cancel': method(
    z.object({ scheduleId: scheduleIdSchema }),
    z.object({ cancelled: z.boolean() }),
    'Removes a schedule and lets go of the files it held.',
  ),
  'schedules.resolveMissed': method(
    z.object({ scheduleId: scheduleIdSchema, action: z.enum(['send', 'skip']) }),
    z.object({ schedule: scheduleSchema, run: scheduleRunSchema.nullable() }),
    'Sends a missed occurrence now, or skips it; a repeat moves on to its next occurrence.',
  ),
  'schedules.runDue': method(
    z.object({ sendMissed: z.boolean().default(false) }),
    z.object({ ran: z.array(ranScheduleSchema), missed: z.array(scheduleSchema) }),
    'Sends every due occurrence once (herald schedule run); missed ones only with sendMissed.',
  ),
}

export const schedulesEvents = {
  'schedules.onDidChange': event(
    z.object({ ids: z.array(scheduleIdSchema) }),
    'Schedules were created, changed, sent, found missed or removed.',
  ),
}
