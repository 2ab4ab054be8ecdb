import type { ComposerValues } from './composerSchema'

/**
 * The composer field a problem from the services is about, by its path in the request (`target.url`)
 * or in Discord's error body (`content`). Undefined when no field shows it, so the notice must.
 */
export function fieldOf(path: string): keyof ComposerValues | undefined {
  if (path === 'target' || path.startsWith('target.') || path === 'url') return 'url'
  if (path === 'content' || path === 'message.content') return 'content'
  return undefined
}
