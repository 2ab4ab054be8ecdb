/**
 * The DOM id of the editor control for a part of a message, by its path in the body: `content`,
 * `embeds.0.title`, `embeds.0.fields.2.value`, `files.1`, `thread_name`. The problem list links to these
 * ids, the preview focuses them on a click, and the counters point at them, so all agree on one scheme.
 */
export function controlId(message: number, path: string): string {
  return `m${message}-${path.replace(/[^a-zA-Z0-9_]+/g, '-')}`
}

/** Focuses a part's control and brings it into view; false when it is not on the screen. */
export function focusControl(message: number, path: string): boolean {
  const element = document.getElementById(controlId(message, path))
  if (!element) return false
  element.scrollIntoView({ block: 'center', behavior: 'smooth' })
  element.focus({ preventScroll: true })
  return true
}

/** The body path of a control's id made by controlId(message, …); undefined for any other id. */
export function pathOfControlId(message: number, id: string): string | undefined {
  const prefix = `m${message}-`
  if (!id.startsWith(prefix)) return undefined
  return id.slice(prefix.length).replace(/-+$/, '').split('-').join('.')
}
