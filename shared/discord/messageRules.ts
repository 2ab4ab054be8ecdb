import * as L from './limits'
import { isInteractiveComponent, isRecord, V2_COMPONENT_TYPES, walkComponents } from './components'
import { countComponents, countEmbedsTotal } from './counters'
import { trimDiscord } from './text'
import type { Phrase } from '../i18n/phrase'
import type { Sentence } from './sentence'
import { sentence } from './sentence'

// Rules that span fields (discord-wire §5.2, §5.3 step 6–7, §10, §11.2). They read any JSON value
// without trusting its shape, so a half-typed draft gets the same problems as a complete message.

export type MessageRuleOptions = {
  /** execute (POST) or edit (PATCH); edits may be partial, so emptiness is not checked. */
  kind?: 'execute' | 'edit'
  /** Number of files sent beside the JSON (files[n] parts); they make a message non-empty. */
  fileCount?: number
  /**
   * Whether the target webhook can send interactive components (buttons other than links, selects).
   * Only application-owned webhooks can (discord-wire §11.3). Unknown when undefined: not checked.
   */
  interactiveComponents?: boolean
}

export type RuleIssue = {
  code: 'custom'
  message: string
  path: (string | number)[]
  params: { code: string; used?: number; limit?: number; phrase: Phrase }
}

function issue(path: (string | number)[], code: string, said: Sentence, extra = {}): RuleIssue {
  return { code: 'custom', message: said.message, path, params: { code, ...extra, phrase: said.phrase } }
}

const hasText = (v: unknown) => typeof v === 'string' && trimDiscord(v).length > 0
const nonEmptyArray = (v: unknown) => Array.isArray(v) && v.length > 0

/** `embedsTotal`: the embeds' characters when the caller has counted them already (measure has). */
export function messageRuleIssues(
  value: unknown,
  options: MessageRuleOptions = {},
  embedsTotal?: number,
): RuleIssue[] {
  if (!isRecord(value)) return []
  const kind = options.kind ?? 'execute'
  const m = value
  const out: RuleIssue[] = []
  const flags = typeof m.flags === 'number' && Number.isInteger(m.flags) ? m.flags : 0
  const v2 = (flags & L.MessageFlags.IS_COMPONENTS_V2) !== 0

  const mask = kind === 'edit' ? L.EDIT_FLAGS_MASK : L.EXECUTE_FLAGS_MASK
  if (flags & ~mask) {
    out.push(
      issue(
        ['flags'],
        'flags_not_allowed',
        kind === 'edit'
          ? sentence(
              'problem.flags.edit',
              'An edit can only set SUPPRESS_EMBEDS (4) and IS_COMPONENTS_V2 (32768).',
            )
          : sentence(
              'problem.flags.execute',
              'A webhook can only set SUPPRESS_EMBEDS (4), SUPPRESS_NOTIFICATIONS (4096) and IS_COMPONENTS_V2 (32768).',
            ),
      ),
    )
  }

  const total = embedsTotal ?? countEmbedsTotal(m.embeds)
  if (total > L.EMBEDS_TOTAL_MAX) {
    out.push(
      issue(
        ['embeds'],
        'embeds_total_too_long',
        sentence(
          'problem.embeds.total',
          `The embeds hold ${total} characters in total (titles, descriptions, fields, footers and authors); Discord allows at most ${L.EMBEDS_TOTAL_MAX}.`,
          { used: String(total), max: String(L.EMBEDS_TOTAL_MAX) },
        ),
        { used: total, limit: L.EMBEDS_TOTAL_MAX },
      ),
    )
  }
  if (Array.isArray(m.embeds)) {
    m.embeds.forEach((embed, i) => {
      if (isRecord(embed) && isEmptyEmbed(embed)) {
        out.push(
          issue(
            ['embeds', i],
            'embed_empty',
            sentence(
              'problem.embed.empty',
              'This embed is empty: give it a title, description, field, image, author or footer.',
            ),
          ),
        )
      }
    })
  }

  out.push(...mentionIssues(m.allowed_mentions))
  out.push(...componentIssues(m.components, v2, options))

  if (v2) {
    // MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2 (discord-wire §5.2).
    if (hasText(m.content)) {
      out.push(
        issue(
          ['content'],
          'v2_legacy_field',
          sentence(
            'problem.v2.content',
            'A Components V2 message cannot have content; put the text in a Text Display.',
          ),
        ),
      )
    }
    if (nonEmptyArray(m.embeds)) {
      out.push(
        issue(
          ['embeds'],
          'v2_legacy_field',
          sentence(
            'problem.v2.embeds',
            'A Components V2 message cannot have embeds; use containers instead.',
          ),
        ),
      )
    }
    if (m.poll !== undefined && m.poll !== null) {
      out.push(
        issue(
          ['poll'],
          'v2_legacy_field',
          sentence('problem.v2.poll', 'A Components V2 message cannot have a poll.'),
        ),
      )
    }
  }

  if (kind === 'edit') {
    // Edit Webhook Message has none of these (discord-wire §6.2); say so rather than drop them silently.
    for (const key of ['username', 'avatar_url', 'tts', 'thread_name', 'applied_tags']) {
      if (m[key] !== undefined)
        out.push(
          issue(
            [key],
            'not_editable',
            sentence(
              'problem.edit.notEditable',
              `An edit cannot change ${key}; it is set only when the message is sent.`,
              {
                key,
              },
            ),
          ),
        )
    }
  }
  if (kind === 'edit' && m.poll !== undefined && m.poll !== null) {
    // Polls cannot be edited through a webhook (520003, discord-wire §12).
    out.push(
      issue(
        ['poll'],
        'poll_not_editable',
        sentence('problem.edit.poll', 'A poll cannot be changed after it is sent.'),
      ),
    )
  }

  if (kind === 'execute') {
    const filled =
      hasText(m.content) ||
      nonEmptyArray(m.embeds) ||
      nonEmptyArray(m.components) ||
      nonEmptyArray(m.attachments) ||
      (options.fileCount ?? 0) > 0 ||
      (m.poll !== undefined && m.poll !== null)
    // "Cannot send an empty message" (50006).
    if (!filled) {
      out.push(
        issue(
          [],
          'empty_message',
          sentence(
            'problem.message.empty',
            'The message is empty: add content, an embed, components, a file or a poll.',
          ),
        ),
      )
    }
    const files = Math.max(options.fileCount ?? 0, Array.isArray(m.attachments) ? m.attachments.length : 0)
    if (
      files > L.ATTACHMENTS_MAX &&
      !(Array.isArray(m.attachments) && m.attachments.length > L.ATTACHMENTS_MAX)
    ) {
      out.push(
        issue(
          ['attachments'],
          'too_many',
          sentence('problem.message.filesMax', `A message can carry at most ${L.ATTACHMENTS_MAX} files.`, {
            max: String(L.ATTACHMENTS_MAX),
          }),
          {
            used: files,
            limit: L.ATTACHMENTS_MAX,
          },
        ),
      )
    }
  }
  return out
}

function isEmptyEmbed(e: Record<string, unknown>): boolean {
  return !(
    hasText(e.title) ||
    hasText(e.description) ||
    nonEmptyArray(e.fields) ||
    isRecord(e.image) ||
    isRecord(e.thumbnail) ||
    isRecord(e.author) ||
    isRecord(e.footer)
  )
}

/** parse:["users"] with users:[...] (or roles) is MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE. */
function mentionIssues(am: unknown): RuleIssue[] {
  if (!isRecord(am) || !Array.isArray(am.parse)) return []
  const out: RuleIssue[] = []
  for (const kind of ['users', 'roles'] as const) {
    if (am.parse.includes(kind) && nonEmptyArray(am[kind])) {
      const english = `Allowed mentions cannot both parse all ${kind} and list specific ${kind}: remove "${kind}" from parse or empty the ${kind} list.`
      out.push(
        issue(
          ['allowed_mentions', kind],
          'mentions_exclusive',
          kind === 'users'
            ? sentence('problem.mentions.usersExclusive', english)
            : sentence('problem.mentions.rolesExclusive', english),
        ),
      )
    }
  }
  return out
}

function componentIssues(components: unknown, v2: boolean, options: MessageRuleOptions): RuleIssue[] {
  if (!Array.isArray(components)) return []
  const out: RuleIssue[] = []
  if (v2) {
    const counts = countComponents(components)
    if (counts.total > L.COMPONENTS_V2_TOTAL_MAX) {
      out.push(
        issue(
          ['components'],
          'components_too_many',
          sentence(
            'problem.components.total',
            `The message has ${counts.total} components (nested ones count); Discord allows at most ${L.COMPONENTS_V2_TOTAL_MAX}.`,
            { used: String(counts.total), max: String(L.COMPONENTS_V2_TOTAL_MAX) },
          ),
          { used: counts.total, limit: L.COMPONENTS_V2_TOTAL_MAX },
        ),
      )
    }
    if (counts.textDisplayTotal > L.TEXT_DISPLAY_TOTAL_MAX) {
      out.push(
        issue(
          ['components'],
          'text_display_total_too_long',
          sentence(
            'problem.components.textTotal',
            `The text displays hold ${counts.textDisplayTotal} characters in total; Discord allows at most ${L.TEXT_DISPLAY_TOTAL_MAX}.`,
            { used: String(counts.textDisplayTotal), max: String(L.TEXT_DISPLAY_TOTAL_MAX) },
          ),
          { used: counts.textDisplayTotal, limit: L.TEXT_DISPLAY_TOTAL_MAX },
        ),
      )
    }
  } else {
    if (components.length > L.ACTION_ROWS_MAX) {
      out.push(
        issue(
          ['components'],
          'too_many',
          sentence(
            'problem.components.rowsMax',
            `A message can have at most ${L.ACTION_ROWS_MAX} action rows.`,
            {
              max: String(L.ACTION_ROWS_MAX),
            },
          ),
          {
            used: components.length,
            limit: L.ACTION_ROWS_MAX,
          },
        ),
      )
    }
    components.forEach((c, i) => {
      if (isRecord(c) && typeof c.type === 'number' && V2_COMPONENT_TYPES.has(c.type)) {
        out.push(
          issue(
            ['components', i],
            'v2_flag_required',
            sentence(
              'problem.components.v2Required',
              'This component needs Components V2: set the IS_COMPONENTS_V2 flag (32768).',
            ),
          ),
        )
      }
    })
  }
  const ids = new Set<number>()
  const customIds = new Set<string>()
  for (const { component, path } of walkComponents(components)) {
    // id 0 means "absent"; other ids must be unique within the message (discord-wire §11.1).
    if (typeof component.id === 'number' && component.id !== 0) {
      if (ids.has(component.id))
        out.push(
          issue(
            [...path, 'id'],
            'duplicate',
            sentence(
              'problem.component.duplicateId',
              `The component id ${component.id} is used twice; ids must be unique.`,
              {
                id: String(component.id),
              },
            ),
          ),
        )
      ids.add(component.id)
    }
    if (typeof component.custom_id === 'string') {
      if (customIds.has(component.custom_id)) {
        out.push(
          issue(
            [...path, 'custom_id'],
            'duplicate',
            sentence(
              'problem.component.duplicateCustomId',
              `The custom id "${component.custom_id}" is used twice; custom ids must be unique.`,
              { customId: component.custom_id },
            ),
          ),
        )
      }
      customIds.add(component.custom_id)
    }
    if (options.interactiveComponents === false && isInteractiveComponent(component)) {
      out.push(
        issue(
          path,
          'interactive_not_allowed',
          sentence(
            'problem.component.interactive',
            'This webhook was not created by an application, so it can only send link buttons, not interactive buttons or select menus.',
          ),
        ),
      )
    }
  }
  return out
}
