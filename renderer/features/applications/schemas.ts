import { z } from 'zod'
import type { Translate } from '@shared/i18n'
import { DEFAULT_REDIRECT_PORT } from '@shared/linkedRoles/redirect'

const snowflake = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{17,20}$/, message)

/** The port field holds text, so a half-typed number stays as typed until it is fixed. */
export const portText = (t: Translate) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, t('applications.port.notNumber'))
    .refine((text) => Number(text) >= 1024 && Number(text) <= 65535, t('applications.port.range'))

/** Built per language, so a message reads in the page's language when the field is checked. */
export const addApplicationSchema = (t: Translate) =>
  z.object({
    label: z
      .string()
      .trim()
      .min(1, t('applications.label.empty'))
      .max(100, t('applications.label.long', { max: 100 })),
    applicationId: snowflake(t('applications.applicationId.invalid')),
    clientId: snowflake(t('applications.clientId.invalid')),
    botToken: z
      .string()
      .trim()
      .min(1, t('applications.botToken.empty'))
      .max(200, t('applications.botToken.long')),
    clientSecret: z
      .string()
      .trim()
      .min(1, t('applications.clientSecret.empty'))
      .max(200, t('applications.clientSecret.long')),
    redirectPort: portText(t),
  })
export type AddApplicationValues = z.input<ReturnType<typeof addApplicationSchema>>

export const DEFAULT_PORT_TEXT = String(DEFAULT_REDIRECT_PORT)
