import { z } from 'zod'
import { draftIdSchema, draftMessageSchema, draftTargetSchema, DRAFT_NAME_MAX } from '../drafts/draft'
import { sentence, zodMessage } from '../discord/sentence'
import { snowflakeSchema } from '../discord/snowflake'
import { REPEATS } from './occurrences'
import { isTimeZone, parseWallTime } from './zonedTime'

export const scheduleIdSchema = z
  .string()
  .regex(/^[a-z0-9]{8,32}$/, zodMessage(sentence('schedule.notAnId', 'Not a schedule id.')))

/** `2026-11-24T09:00`, the user's local date and time. */
export const wallTimeSchema = z
  .string()
  .refine(
    (text) => parseWallTime(text) !== null,
    zodMessage(sentence('schedule.wallTime', 'Give a date and time as YYYY-MM-DDTHH:MM.')),
  )

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, zodMessage(sentence('schedule.unknownZone', 'Not a time zone this system knows.')))

export const repeatSchema = z.enum(REPEATS)

/** What happened to one message of the draft at one target. */
export const messageOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('sent'),
    messageId: snowflakeSchema,
    channelId: snowflakeSchema,
    /** https://discord.com/channels/…; null when the server is unknown. */
    link: z.string().nullable(),
  }),
  z.object({ status: z.literal('failed'), reason: z.string() }),
  /** Not tried: an earlier message to the same target failed, and order matters. */
  z.object({ status: z.literal('skipped'), reason: z.string() }),
])
export type MessageOutcome = z.infer<typeof messageOutcomeSchema>

export const targetOutcomeSchema = z.object({
  webhookId: snowflakeSchema,
  messages: z.array(messageOutcomeSchema),
})
export type TargetOutcome = z.infer<typeof targetOutcomeSchema>

/** One occurrence that went out (or failed), kept on the schedule so the page can say how it went. */
export const scheduleRunSchema = z.object({
  /** The occurrence it was for (ISO). */
  occurrence: z.string(),
  /** When it was sent (ISO). */
  at: z.string(),
  results: z.array(targetOutcomeSchema),
})
export type ScheduleRun = z.infer<typeof scheduleRunSchema>

/**
 * A draft to send at a wall time, maybe repeating. It keeps a copy of the draft's messages and targets
 * as they were when scheduled (docs/decisions.md: what a schedule sends), and holds their staged files.
 */
export const scheduleSchema = z.object({
  id: scheduleIdSchema,
  draftId: draftIdSchema,
  name: z.string().max(DRAFT_NAME_MAX),
  messages: z.array(draftMessageSchema).min(1).max(10),
  targets: z.array(draftTargetSchema).min(1).max(10),
  /** The first occurrence, as the user's wall time in `timeZone`; repeats keep its time of day. */
  start: wallTimeSchema,
  timeZone: timeZoneSchema,
  repeat: repeatSchema,
  /** The pending occurrence (ISO); null once a one-off went out or was skipped. */
  nextAt: z.string().nullable(),
  /**
   * `scheduled` waits for nextAt; `missed` was due while nothing ran (or a runner stopped mid-send) and
   * waits for the user to send or skip it; `done` has no occurrence left.
   */
  state: z.enum(['scheduled', 'missed', 'done']),
  /** Occurrences that passed while nothing ran (a daily schedule left for three days: 3). */
  missedCount: z.number().int().nonnegative(),
  /**
   * Why a schedule is missed: nothing ran at the time (`notRunning`), or a runner claimed it and stopped
   * before finishing (`interrupted`: it may or may not have gone out). Null unless missed.
   */
  missedReason: z.enum(['notRunning', 'interrupted']).nullable(),
  lastRun: scheduleRunSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Schedule = z.infer<typeof scheduleSchema>
