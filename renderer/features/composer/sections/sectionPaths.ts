/** The parts of the editor that collapse to one line, in the order the editor shows them. */
export type SectionKey = 'target' | 'message' | 'files' | 'embeds' | 'components' | 'mentions'

export const SECTION_KEYS: readonly SectionKey[] = [
  'target',
  'message',
  'files',
  'embeds',
  'components',
  'mentions',
]

// Which section holds the control for a body path (controlId's scheme), by the path's first key.
const SECTION_OF_ROOT: Record<string, SectionKey> = {
  target: 'target',
  target_url: 'target',
  targets: 'target',
  thread_id: 'target',
  thread_name: 'target',
  thread_mode: 'target',
  applied_tags: 'target',
  content: 'message',
  username: 'message',
  avatar_url: 'message',
  flags: 'message',
  tts: 'message',
  poll: 'message',
  files: 'files',
  attachments: 'files',
  embeds: 'embeds',
  components: 'components',
  allowed_mentions: 'mentions',
}

/** The section whose controls fix `path` (`embeds[1].title` → embeds); undefined for none (the JSON view). */
export function sectionOfPath(path: string): SectionKey | undefined {
  const root = /^[A-Za-z_]+/.exec(path)?.[0]
  return root === undefined ? undefined : SECTION_OF_ROOT[root]
}

/** The embed a path is inside (`embeds[2].fields[0].name` and `embeds.2` → 2), if any. */
export function embedOfPath(path: string): number | undefined {
  const at = /^embeds(?:\[|\.)(\d+)/.exec(path)?.[1]
  return at === undefined ? undefined : Number(at)
}

/** The DOM id of a section's disclosure button (outside the body paths: no body key is "section"). */
export function sectionToggleId(message: number, section: SectionKey): string {
  return `m${message}-section-${section}`
}
