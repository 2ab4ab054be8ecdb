import { z } from 'zod'
import { event, method } from '../define'

export const appInfoSchema = z.object({
  version: z.string(),
  /** Which shell serves the page. */
  shell: z.enum(['electron', 'browser']),
  /** True when the app runs against the local emulator started by `npm run sandbox`. */
  sandbox: z.boolean(),
  /** The versioned API root every request goes to (not a secret). */
  apiBase: z.string(),
  authBase: z.string(),
})
export type AppInfo = z.infer<typeof appInfoSchema>

export const appMethods = {
  'app.info': method(z.object({}), appInfoSchema, 'What this app is and where it sends requests.'),
  'app.openExternal': method(
    z.object({ url: z.url({ protocol: /^https$/ }) }),
    z.object({}),
    'Opens an https link in the system browser.',
  ),
}

export const appEvents = {
  'app.onDidLog': event(
    z.object({ level: z.enum(['info', 'warn', 'error']), message: z.string() }),
    'A notice from the services that the page may show.',
  ),
}
