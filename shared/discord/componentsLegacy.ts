import { z } from 'zod'
import * as L from './limits'
import { snowflakeSchema } from './snowflake'
import { codePointString, urlString } from './text'
import { LABEL } from './problemLabels'
import type { Sentence } from './sentence'
import { sentence, zodMessage } from './sentence'

// Legacy message components: action rows of buttons or one select (discord-wire §11.1).

/** Optional component id: int32 >= 0, unique within the message (checked in messageRules). */
export const componentIdSchema = z
  .number()
  .int(zodMessage(sentence('problem.component.idWhole', 'A component id must be a whole number.')))
  .min(0, zodMessage(sentence('problem.component.idNegative', 'A component id cannot be negative.')))
  .max(
    L.COMPONENT_ID_MAX,
    zodMessage(sentence('problem.component.idMax', 'A component id must fit in 32 bits.')),
  )

export const componentEmojiSchema = z.object({
  id: snowflakeSchema.optional(),
  name: codePointString({ label: LABEL.emojiName, max: L.EMOJI_NAME_MAX }).optional(),
  animated: z.boolean().optional(),
})

const customId = codePointString({ label: LABEL.customId, max: L.CUSTOM_ID_MAX, min: 1 })
const label = codePointString({ label: LABEL.buttonLabel, max: L.BUTTON_LABEL_MAX }).optional()

const buttonBase = {
  type: z.literal(2),
  id: componentIdSchema.optional(),
  disabled: z.boolean().optional(),
}

/** Primary, Secondary, Success, Danger: interactive, need a custom_id. */
export const interactiveButtonSchema = z.strictObject({
  ...buttonBase,
  style: z.literal([1, 2, 3, 4]),
  label,
  emoji: componentEmojiSchema.optional(),
  custom_id: customId,
})

/** Link button (style 5): a url, no custom_id. The only button a UI-created webhook may send. */
export const linkButtonSchema = z.strictObject({
  ...buttonBase,
  style: z.literal(5),
  label,
  emoji: componentEmojiSchema.optional(),
  url: urlString({ label: LABEL.buttonUrl, max: L.BUTTON_URL_MAX }),
})

/** Premium button (style 6): only a sku_id; no label, emoji, url or custom_id. */
export const premiumButtonSchema = z.strictObject({
  ...buttonBase,
  style: z.literal(6),
  sku_id: snowflakeSchema,
})

export const buttonSchema = z.discriminatedUnion('style', [
  interactiveButtonSchema,
  linkButtonSchema,
  premiumButtonSchema,
])
export type Button = z.infer<typeof buttonSchema>

const selectBase = {
  id: componentIdSchema.optional(),
  custom_id: customId,
  placeholder: codePointString({ label: LABEL.placeholder, max: L.SELECT_PLACEHOLDER_MAX }).optional(),
  min_values: z.number().int().min(0).max(L.SELECT_VALUES_MAX).optional(),
  max_values: z.number().int().min(1).max(L.SELECT_VALUES_MAX).optional(),
  disabled: z.boolean().optional(),
}

const optionText = (what: Sentence, min = 1) =>
  codePointString({ label: what, max: L.SELECT_OPTION_TEXT_MAX, min })

export const selectOptionSchema = z.object({
  label: optionText(LABEL.optionLabel),
  value: optionText(LABEL.optionValue),
  description: optionText(LABEL.optionDescription, 0).optional(),
  emoji: componentEmojiSchema.optional(),
  default: z.boolean().optional(),
})

export const stringSelectSchema = z.object({
  ...selectBase,
  type: z.literal(3),
  options: z
    .array(selectOptionSchema)
    .min(1, zodMessage(sentence('problem.select.optionsMin', 'A select menu needs at least one option.')))
    .max(
      L.SELECT_OPTIONS_MAX,
      zodMessage(
        sentence(
          'problem.select.optionsMax',
          `A select menu can have at most ${L.SELECT_OPTIONS_MAX} options.`,
          {
            max: String(L.SELECT_OPTIONS_MAX),
          },
        ),
      ),
    ),
})

const defaultValue = <K extends 'user' | 'role' | 'channel'>(kinds: readonly [K, ...K[]]) =>
  z.array(z.object({ id: snowflakeSchema, type: z.enum(kinds) })).max(L.SELECT_VALUES_MAX)

export const userSelectSchema = z.object({
  ...selectBase,
  type: z.literal(5),
  default_values: defaultValue(['user']).optional(),
})
export const roleSelectSchema = z.object({
  ...selectBase,
  type: z.literal(6),
  default_values: defaultValue(['role']).optional(),
})
export const mentionableSelectSchema = z.object({
  ...selectBase,
  type: z.literal(7),
  default_values: defaultValue(['user', 'role']).optional(),
})
export const channelSelectSchema = z.object({
  ...selectBase,
  type: z.literal(8),
  channel_types: z.array(z.number().int().min(0)).optional(),
  default_values: defaultValue(['channel']).optional(),
})

export const selectSchema = z.discriminatedUnion('type', [
  stringSelectSchema,
  userSelectSchema,
  roleSelectSchema,
  mentionableSelectSchema,
  channelSelectSchema,
])
export type Select = z.infer<typeof selectSchema>

const rowChild = z.discriminatedUnion('type', [buttonSchema, selectSchema])

/** Action row: 1–5 buttons, or exactly one select menu. */
export const actionRowSchema = z.object({
  type: z.literal(1),
  id: componentIdSchema.optional(),
  components: z.array(rowChild).superRefine((children, ctx) => {
    const selects = children.filter((c) => c.type !== 2).length
    const add = (said: Sentence, params: { code: string; limit?: number }) =>
      ctx.addIssue({ code: 'custom', message: said.message, params: { ...params, phrase: said.phrase } })
    if (children.length === 0) {
      add(sentence('problem.row.empty', 'An action row needs at least one button or a select menu.'), {
        code: 'empty',
      })
    } else if (selects > 0 && children.length > 1) {
      add(sentence('problem.row.mixed', 'An action row with a select menu cannot hold anything else.'), {
        code: 'row_mixed',
      })
    } else if (children.length > L.ACTION_ROW_BUTTONS_MAX) {
      const max = L.ACTION_ROW_BUTTONS_MAX
      add(
        sentence('problem.row.buttonsMax', `An action row can hold at most ${max} buttons.`, {
          max: String(max),
        }),
        {
          code: 'too_many',
          limit: max,
        },
      )
    }
  }),
})
export type ActionRow = z.infer<typeof actionRowSchema>
