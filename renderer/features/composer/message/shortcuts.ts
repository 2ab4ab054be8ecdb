import type { FormatKind } from './formatting'

/** The parts of a keyboard event a shortcut depends on. */
export type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

type Shortcut = { key: string; shift: boolean; kind: FormatKind }

/** Ctrl (Cmd on macOS) plus these keys format the selection. */
export const FORMAT_SHORTCUTS: readonly Shortcut[] = [
  { key: 'b', shift: false, kind: 'bold' },
  { key: 'i', shift: false, kind: 'italic' },
  { key: 'u', shift: false, kind: 'underline' },
  { key: 'x', shift: true, kind: 'strike' },
  { key: 's', shift: true, kind: 'spoiler' },
  { key: 'e', shift: false, kind: 'code' },
]

/** The format a key press asks for, or undefined when it is not one of the formatting shortcuts. */
export function formatForKey(press: KeyPress, mac: boolean): FormatKind | undefined {
  const command = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey
  if (!command || press.altKey) return undefined
  const key = press.key.toLowerCase()
  return FORMAT_SHORTCUTS.find((s) => s.key === key && s.shift === press.shiftKey)?.kind
}

/** How a shortcut is written for this platform: "Ctrl+Shift+X" or "⌘⇧X". */
export function shortcutLabel(kind: FormatKind, mac: boolean): string | undefined {
  const shortcut = FORMAT_SHORTCUTS.find((s) => s.kind === kind)
  if (!shortcut) return undefined
  const key = shortcut.key.toUpperCase()
  if (mac) return `⌘${shortcut.shift ? '⇧' : ''}${key}`
  return `Ctrl+${shortcut.shift ? 'Shift+' : ''}${key}`
}

/** Whether the page runs on macOS, where Cmd takes Ctrl's place in shortcuts. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform)
}
