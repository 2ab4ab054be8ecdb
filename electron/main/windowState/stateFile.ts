import { randomBytes } from 'node:crypto'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
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

/**
 * Writes to a temporary file beside it and renames it over, so a crash never leaves half a file.
 * Synchronous on purpose: it is a few bytes, and the last save happens as the window closes, when the
 * app is about to quit and an unfinished write would be lost.
 */
export function saveWindowState(file: string, state: WindowState): void {
  const temporary = `${file}.tmp-${randomBytes(6).toString('hex')}`
  try {
    writeFileSync(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 })
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}
