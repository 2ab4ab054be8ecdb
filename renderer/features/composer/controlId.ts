import { showEditor } from './layout/paneLayout'

/**
 * The DOM id of the editor control for a part of a message, by its path in the body: `content`,
 * `embeds.0.title`, `embeds.0.fields.2.value`, `files.1`, `thread_name`. The problem list links to these
 * ids, the preview focuses them on a click, and the counters point at them, so all agree on one scheme.
 */
export function controlId(message: number, path: string): string {
  // `embeds[0]` and `embeds.0` are one control: the trailing dash of a closing bracket is dropped.
  return `m${message}-${path.replace(/[^a-zA-Z0-9_]+/g, '-').replace(/-+$/, '')}`
}

/** Asks the part holding `path` to show it (its collapsed section and embed open); see onReveal. */
const REVEAL = 'herald:composer-reveal'

export type RevealRequest = { message: number; path: string }

/** Listens for requests to show a hidden part of the editor (render it with flushSync); returns the unsubscribe. */
export function onReveal(listener: (request: RevealRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<RevealRequest>).detail)
  window.addEventListener(REVEAL, handler)
  return () => window.removeEventListener(REVEAL, handler)
}

/**
 * Focuses a part's control and brings it into view: the one way every caller (the problem list, the
 * preview's clicks, the counters, the outline) reaches a control. What hides it (a collapsed section or
 * embed, whose controls are not mounted) opens first; failing that the nearest enclosing part that is on
 * screen takes focus. False when nothing on the screen stands for the path.
 */
export function focusControl(message: number, path: string): boolean {
  showEditor()
  // Listeners render what they reveal synchronously (flushSync), so the control exists right after.
  window.dispatchEvent(new CustomEvent<RevealRequest>(REVEAL, { detail: { message, path } }))
  for (let at: string | undefined = path; at; at = parentPath(at)) {
    if (focusElement(controlId(message, at))) return true
  }
  return false
}

function focusElement(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  // At once, not smooth: focusing a control makes the preview bring its part into view, and that second
  // scroll cancelled a smooth one half-way, leaving the control focused but off screen (issue 20).
  element.scrollIntoView({ block: 'center', behavior: 'instant' })
  element.focus({ preventScroll: true })
  return true
}

/** `embeds[1].fields[0].name` → `embeds[1].fields[0]` → `embeds[1].fields` → `embeds[1]` → `embeds`. */
export function parentPath(path: string): string | undefined {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['))
  return cut > 0 ? path.slice(0, cut) : undefined
}

/** The body path of a control's id made by controlId(message, …); undefined for any other id. */
export function pathOfControlId(message: number, id: string): string | undefined {
  const prefix = `m${message}-`
  if (!id.startsWith(prefix)) return undefined
  return id.slice(prefix.length).replace(/-+$/, '').split('-').join('.')
}
