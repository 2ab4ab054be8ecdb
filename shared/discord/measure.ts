import * as L from './limits'
import { isRecord, walkComponents } from './components'
import { countComponents, countEmbed } from './counters'
import type { z } from 'zod'
import { embedSchema } from './embed'
import { messageEditFieldsSchema, messageFieldsSchema } from './message'
import { messageRuleIssues, type MessageRuleOptions } from './messageRules'
import { formatPath, problemFromIssue, uniqueProblems, type Problem } from './problems'
import { countCodePoints } from './text'
import { sentence } from './sentence'

export type Counter = {
  used: number
  limit: number
  /** limit - used; negative when over. */
  remaining: number
}

export type EmbedMeasurement = {
  title: Counter
  description: Counter
  authorName: Counter
  footerText: Counter
  fieldCount: Counter
  fields: { name: Counter; value: Counter }[]
  /** What this embed adds to the 6000 total across all embeds. */
  total: number
}

export type Measurement = {
  content: Counter
  username: Counter
  threadName: Counter
  embeds: {
    count: Counter
    /** The 6000 total over title, description, fields, footer text and author name of every embed. */
    total: Counter
    items: EmbedMeasurement[]
  }
  components: {
    /** Whether the IS_COMPONENTS_V2 flag is set. */
    v2: boolean
    /** V2: every component, nested too, against 40. Legacy: top-level action rows against 5. */
    count: Counter
    /** Characters across all Text Displays against 4000 (V2). */
    textDisplayTotal: Counter
    textDisplays: { path: (string | number)[]; pathText: string; content: Counter }[]
  }
  attachments: Counter
  problems: Problem[]
}

export type MeasureOptions = MessageRuleOptions

function counter(used: number, limit: number): Counter {
  return { used, limit, remaining: limit - used }
}

const length = (v: unknown) => (typeof v === 'string' ? countCodePoints(v) : 0)

/**
 * Every counter an editor shows for a message or edit body, and every problem with it. Accepts any
 * JSON value (drafts are often half-typed) and never throws.
 */
export function measure(message: unknown, options: MeasureOptions = {}): Measurement {
  const m = isRecord(message) ? message : {}
  const embeds = Array.isArray(m.embeds) ? m.embeds : []
  const flags = typeof m.flags === 'number' ? m.flags : 0
  const v2 = Number.isInteger(flags) && (flags & L.MessageFlags.IS_COMPONENTS_V2) !== 0
  const componentCounts = countComponents(m.components)
  const textDisplays = walkComponents(m.components)
    .filter(({ component }) => component.type === 10)
    .map(({ component, path }) => ({
      path,
      pathText: formatPath(path),
      content: counter(length(component.content), L.TEXT_DISPLAY_MAX),
    }))
  const files = Math.max(options.fileCount ?? 0, Array.isArray(m.attachments) ? m.attachments.length : 0)
  const items = embeds.map(measureEmbed)
  const embedsTotal = items.reduce((sum, item) => sum + item.total, 0)

  return {
    content: counter(length(m.content), L.CONTENT_MAX),
    username: counter(
      typeof m.username === 'string' ? countCodePoints(m.username.trim()) : 0,
      L.WEBHOOK_NAME_MAX,
    ),
    threadName: counter(length(m.thread_name), L.THREAD_NAME_MAX),
    embeds: {
      count: counter(embeds.length, L.EMBEDS_MAX),
      total: counter(embedsTotal, L.EMBEDS_TOTAL_MAX),
      items,
    },
    components: {
      v2,
      count: v2
        ? counter(componentCounts.total, L.COMPONENTS_V2_TOTAL_MAX)
        : counter(Array.isArray(m.components) ? m.components.length : 0, L.ACTION_ROWS_MAX),
      textDisplayTotal: counter(componentCounts.textDisplayTotal, L.TEXT_DISPLAY_TOTAL_MAX),
      textDisplays,
    },
    attachments: counter(files, L.ATTACHMENTS_MAX),
    problems: problemsByEmbed(message, options, embedsTotal) ?? findProblems(message, options),
  }
}

/** The schema's keys before `embeds`, in the order zod reports their issues. */
const keysBeforeEmbeds = (keys: string[]) => new Set(keys.slice(0, keys.indexOf('embeds')))
const KEYS_BEFORE_EMBEDS = keysBeforeEmbeds(Object.keys(messageFieldsSchema.shape))
const EDIT_KEYS_BEFORE_EMBEDS = keysBeforeEmbeds(Object.keys(messageEditFieldsSchema.shape))

/**
 * What `compute` gives for an embed, kept by the embed's object: the drafts' reducers keep an unchanged
 * embed's object, so a keystroke works out only the embed it changed (see problemsByEmbed).
 */
function byEmbed<T>(cache: WeakMap<object, T>, embed: unknown, compute: (embed: unknown) => T): T {
  const known = isRecord(embed) ? cache.get(embed) : undefined
  if (known) return known
  const value = compute(embed)
  if (isRecord(embed)) cache.set(embed, value)
  return value
}

/** Each embed's own schema issues (paths relative to the embed). */
const embedIssues = new WeakMap<object, z.core.$ZodIssue[]>()

function issuesOfEmbed(embed: unknown): z.core.$ZodIssue[] {
  return byEmbed(embedIssues, embed, (value) => {
    const parsed = embedSchema.safeParse(value, { reportInput: true })
    return parsed.success ? [] : parsed.error.issues
  })
}

/**
 * findProblems for an editor, without parsing every embed on every keystroke (issue 23): the message is
 * parsed with its embeds left out and each embed on its own, an unchanged embed (the same object: the
 * drafts' reducers keep unchanged embeds' objects) reusing its issues. Zod reports an object's issues in
 * the order of its schema's keys, so the embeds' issues go between those of the keys before `embeds` and
 * those after it, and the problems come out as one parse of the whole message gives them
 * (measure.test.ts holds the two equal). Undefined where that shortcut does not apply: no embeds array,
 * or more embeds than Discord takes (the array's own check then speaks).
 */
function problemsByEmbed(
  message: unknown,
  options: MeasureOptions,
  embedsTotal: number,
): Problem[] | undefined {
  if (!isRecord(message) || !Array.isArray(message.embeds) || message.embeds.length === 0) return undefined
  if (message.embeds.length > L.EMBEDS_MAX) return undefined
  try {
    const schema = options.kind === 'edit' ? messageEditFieldsSchema : messageFieldsSchema
    const before = options.kind === 'edit' ? EDIT_KEYS_BEFORE_EMBEDS : KEYS_BEFORE_EMBEDS
    const parsed = schema.safeParse({ ...message, embeds: [] }, { reportInput: true })
    const rest = parsed.success ? [] : parsed.error.issues
    const embeds = message.embeds.flatMap((embed, i) =>
      issuesOfEmbed(embed).map((issue) => ({ ...issue, path: ['embeds', i, ...issue.path] })),
    )
    const first = (issue: z.core.$ZodIssue) => before.has(String(issue.path[0]))
    const fieldIssues = [...rest.filter(first), ...embeds, ...rest.filter((issue) => !first(issue))]
    return uniqueProblems([
      ...fieldIssues.map(problemFromIssue),
      ...ruleProblems(message, options, embedsTotal),
    ])
  } catch {
    return undefined
  }
}

function ruleProblems(
  message: Record<string, unknown>,
  options: MeasureOptions,
  embedsTotal?: number,
): Problem[] {
  return messageRuleIssues(message, options, embedsTotal).map((issue) => ({
    path: issue.path,
    pathText: formatPath(issue.path),
    message: issue.message,
    phrase: issue.params.phrase,
    code: issue.params.code,
  }))
}

/** Each embed's counters. */
const embedCounters = new WeakMap<object, EmbedMeasurement>()

function measureEmbed(embed: unknown): EmbedMeasurement {
  return byEmbed(embedCounters, embed, countersOf)
}

function countersOf(embed: unknown): EmbedMeasurement {
  const c = countEmbed(embed)
  return {
    title: counter(c.title, L.EMBED_TITLE_MAX),
    description: counter(c.description, L.EMBED_DESCRIPTION_MAX),
    authorName: counter(c.authorName, L.EMBED_AUTHOR_NAME_MAX),
    footerText: counter(c.footerText, L.EMBED_FOOTER_TEXT_MAX),
    fieldCount: counter(c.fields.length, L.EMBED_FIELDS_MAX),
    fields: c.fields.map((f) => ({
      name: counter(f.name, L.EMBED_FIELD_NAME_MAX),
      value: counter(f.value, L.EMBED_FIELD_VALUE_MAX),
    })),
    total: c.total,
  }
}

/** Field problems from the schema plus cross-field rules, in path order of appearance. */
export function findProblems(message: unknown, options: MeasureOptions = {}): Problem[] {
  return checkMessage(message, options).problems
}

/**
 * findProblems, and the schema's output when there are none (fields Discord does not take stripped):
 * validateMessage returns it without parsing the message a second time.
 */
export function checkMessage(
  message: unknown,
  options: MeasureOptions = {},
): { problems: Problem[]; parsed: unknown } {
  try {
    const schema = options.kind === 'edit' ? messageEditFieldsSchema : messageFieldsSchema
    const parsed = schema.safeParse(message, { reportInput: true })
    const fieldProblems = parsed.success ? [] : parsed.error.issues.map(problemFromIssue)
    if (!isRecord(message)) {
      return {
        problems: [
          {
            path: [],
            pathText: '',
            code: 'invalid_type',
            ...sentence('problem.message.notObject', 'The message must be a JSON object.'),
          },
        ],
        parsed: undefined,
      }
    }
    const problems = uniqueProblems([...fieldProblems, ...ruleProblems(message, options)])
    return { problems, parsed: parsed.success ? parsed.data : undefined }
  } catch {
    // Unreachable for JSON input; a guard so an editor never crashes on a draft.
    return {
      problems: [
        {
          path: [],
          pathText: '',
          code: 'internal',
          ...sentence('problem.internal', 'The message could not be checked.'),
        },
      ],
      parsed: undefined,
    }
  }
}
