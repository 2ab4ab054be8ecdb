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

/** What the Electron shell's application menu asks the page to do (the browser host has no menu). */
export const menuCommandSchema = z.enum([
  'newDraft',
  'renameDraft',
  'duplicateDraft',
  'deleteDraft',
  'import',
  'export',
  'saveTemplate',
  'newFromTemplate',
  'settings',
  'undo',
  'redo',
])
export type MenuCommand = z.infer<typeof menuCommandSchema>

export const appMethods = {
  'app.info': method(z.object({}), appInfoSchema, 'What this app is and where it sends requests.'),
  'app.openExternal': method(
    z.object({ url: z.url({ protocol: /^https$/ }) }),
    z.object({}),
    'Opens an https link in the system browser.',
  ),
  'app.notify': method(
    z.object({ title: z.string().min(1).max(100), body: z.string().max(300) }),
    z.object({ shown: z.boolean() }),
    'A system notification, shown by the Electron shell only while its window is not focused.',
  ),
}

export const appEvents = {
  'app.onDidLog': event(
    z.object({ level: z.enum(['info', 'warn', 'error']), message: z.string() }),
    'A notice from the services that the page may show.',
  ),
  'app.onMenuCommand': event(
    z.object({ command: menuCommandSchema }),
    'An application menu item that acts on the page was chosen (Electron shell only).',
  ),
}
