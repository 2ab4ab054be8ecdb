import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { z } from 'zod'

const stateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
})

/** The window's normal (not maximised) bounds and whether it was maximised. */
export type WindowState = z.infer<typeof stateSchema>

export const WINDOW_STATE_FILE = 'window-state.json'

/** The saved state, or undefined when there is none or it cannot be read: the defaults are fine then. */
export async function loadWindowState(file: string): Promise<WindowState | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return undefined
  }
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Writes to a temporary file beside it and renames it over, so a crash never leaves half a file. */
export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  const temporary = `${file}.tmp-${randomBytes(6).toString('hex')}`
  try {
    await writeFile(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
