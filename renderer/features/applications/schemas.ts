import { z } from 'zod'
import { DEFAULT_REDIRECT_PORT } from '@shared/linkedRoles/redirect'

const snowflake = (what: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{17,20}$/,
      `${what} is 17 to 20 digits: Developer Portal → your application → General Information.`,
    )

/** The port field holds text, so a half-typed number stays as typed until it is fixed. */
export const portText = z
  .string()
  .trim()
  .regex(/^\d+$/, 'Enter a port number, such as 47816.')
  .refine((text) => Number(text) >= 1024 && Number(text) <= 65535, 'Use a port from 1024 to 65535.')

export const addApplicationSchema = z.object({
  label: z.string().trim().min(1, 'Enter a label.').max(100, 'At most 100 characters.'),
  applicationId: snowflake('An application id'),
  clientId: snowflake('A client id'),
  botToken: z.string().trim().min(1, 'Paste the bot token.').max(200, 'A bot token is shorter than this.'),
  clientSecret: z
    .string()
    .trim()
    .min(1, 'Paste the client secret.')
    .max(200, 'A client secret is shorter than this.'),
  redirectPort: portText,
})
export type AddApplicationValues = z.input<typeof addApplicationSchema>

export const DEFAULT_PORT_TEXT = String(DEFAULT_REDIRECT_PORT)
