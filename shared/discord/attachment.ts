import { z } from 'zod'
import * as L from './limits'
import { isSnowflake } from './snowflake'
import { codePointString } from './text'
import { LABEL } from './problemLabels'
import { sentence, zodMessage } from './sentence'

/**
 * Attachment request object (discord-wire §7.2). id is the n of files[n] for a new upload (a number or
 * its decimal text), or the snowflake of an existing attachment to keep on edit.
 */
export const attachmentRequestSchema = z.object({
  id: z.union([
    z
      .number()
      .int()
      .min(0, zodMessage(sentence('problem.attachment.idNegative', 'An attachment id cannot be negative.'))),
    z.string().refine(isSnowflake, {
      ...zodMessage(
        sentence(
          'problem.attachment.idInvalid',
          'An attachment id must be the number of its files[n] part or an existing attachment id.',
        ),
      ),
      params: { code: 'invalid_snowflake' },
    }),
  ]),
  filename: codePointString({ label: LABEL.fileName, max: L.ATTACHMENT_FILENAME_MAX, min: 1 }).optional(),
  title: codePointString({ label: LABEL.attachmentTitle, max: L.ATTACHMENT_TITLE_MAX }).optional(),
  description: codePointString({
    label: LABEL.attachmentDescription,
    max: L.ATTACHMENT_DESCRIPTION_MAX,
  }).optional(),
  is_spoiler: z.boolean().optional(),
  duration_secs: z.number().min(0).optional(),
  waveform: codePointString({ label: LABEL.waveform, max: L.ATTACHMENT_WAVEFORM_MAX }).optional(),
})
export type AttachmentRequest = z.infer<typeof attachmentRequestSchema>
