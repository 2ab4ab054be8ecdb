import { z } from 'zod'
import * as L from './limits'
import { snowflakeSchema } from './snowflake'
import { codePointString } from './text'
import { LABEL } from './problemLabels'
import { sentence, zodMessage } from './sentence'

// Poll create request (discord-wire §12). Not allowed with IS_COMPONENTS_V2; cannot be edited.

/** A custom emoji by id or a Unicode emoji by name; Discord's partial emoji has both keys, null when unused. */
export const pollEmojiSchema = z
  .object({ id: snowflakeSchema.nullable().optional(), name: z.string().nullable().optional() })
  .transform((emoji) => ({ id: emoji.id ?? null, name: emoji.name ?? null }))

export const pollMediaSchema = z.object({
  text: codePointString({ label: LABEL.answer, max: L.POLL_ANSWER_TEXT_MAX, min: 1 }),
  emoji: pollEmojiSchema.optional(),
})

export const pollSchema = z.object({
  question: z.object({
    text: codePointString({ label: LABEL.pollQuestion, max: L.POLL_QUESTION_MAX, min: 1 }),
  }),
  answers: z
    .array(z.object({ poll_media: pollMediaSchema }))
    .min(1, zodMessage(sentence('problem.poll.answersMin', 'A poll needs at least one answer.')))
    .max(
      L.POLL_ANSWERS_MAX,
      zodMessage(
        sentence('problem.poll.answersMax', `A poll can have at most ${L.POLL_ANSWERS_MAX} answers.`, {
          max: String(L.POLL_ANSWERS_MAX),
        }),
      ),
    ),
  duration: z
    .number()
    .int(
      zodMessage(
        sentence('problem.poll.durationWhole', 'The poll duration must be a whole number of hours.'),
      ),
    )
    .min(
      L.POLL_DURATION_MIN_HOURS,
      zodMessage(sentence('problem.poll.durationMin', 'A poll must last at least 1 hour.')),
    )
    .max(
      L.POLL_DURATION_MAX_HOURS,
      zodMessage(sentence('problem.poll.durationMax', 'A poll can last at most 768 hours (32 days).')),
    )
    .optional(),
  allow_multiselect: z.boolean().optional(),
  layout_type: z.literal(1).optional(),
})
export type Poll = z.infer<typeof pollSchema>
