/**
 * Every keyboard shortcut Herald has, in one table that the page (its key handlers, button titles and
 * aria-keyshortcuts) and the Electron menu (its accelerators) both read, so they cannot drift apart.
 * `mod` is Ctrl, or Cmd on macOS. `desktop` shortcuts exist only where the app menu does (the Electron
 * shell): a browser keeps Ctrl+N and Ctrl+, for itself.
 */
export type Shortcut = {
  /** The key as KeyboardEvent.key reports it (letters in lower case). */
  key: string
  shift: boolean
  /** What it does, for the README's table and the menu. */
  does: string
  desktop?: true
}

export const SHORTCUTS = {
  newDraft: { key: 'n', shift: false, does: 'New draft', desktop: true },
  settings: { key: ',', shift: false, does: 'Open Settings', desktop: true },
  send: { key: 'Enter', shift: false, does: 'Send the draft (in the composer)' },
  preview: { key: 'p', shift: true, does: 'Editor or preview (in a composer narrower than 1200 px)' },
  undo: { key: 'z', shift: false, does: 'Undo (the whole draft, in the composer)' },
  redo: { key: 'z', shift: true, does: 'Redo (Ctrl+Y too, in the composer)' },
  bold: { key: 'b', shift: false, does: 'Bold' },
  italic: { key: 'i', shift: false, does: 'Italic' },
  underline: { key: 'u', shift: false, does: 'Underline' },
  strike: { key: 'x', shift: true, does: 'Strikethrough' },
  spoiler: { key: 's', shift: true, does: 'Spoiler' },
  code: { key: 'e', shift: false, does: 'Inline code' },
} as const satisfies Record<string, Shortcut>

export type ShortcutId = keyof typeof SHORTCUTS

function keyName(key: string): string {
  return key.length === 1 ? key.toUpperCase() : key
}

/** Electron's accelerator string: "CmdOrCtrl+Shift+Z". */
export function accelerator(shortcut: Shortcut): string {
  return `CmdOrCtrl+${shortcut.shift ? 'Shift+' : ''}${keyName(shortcut.key)}`
}

/** How the page writes it: "Ctrl+Shift+Z", or "⌘⇧Z" on macOS. */
export function shortcutLabel(shortcut: Shortcut, mac: boolean): string {
  if (mac) return `⌘${shortcut.shift ? '⇧' : ''}${keyName(shortcut.key)}`
  return `Ctrl+${shortcut.shift ? 'Shift+' : ''}${keyName(shortcut.key)}`
}

/** The aria-keyshortcuts value: "Control+Shift+Z", or "Meta+Shift+Z" on macOS. */
export function ariaShortcut(shortcut: Shortcut, mac: boolean): string {
  return `${mac ? 'Meta' : 'Control'}+${shortcut.shift ? 'Shift+' : ''}${keyName(shortcut.key)}`
}

/** The parts of a keyboard event a shortcut depends on. */
export type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

/** Whether a key press is this shortcut: Cmd (not Ctrl) on macOS, Ctrl (not Cmd) elsewhere, no Alt. */
export function matchesShortcut(shortcut: Shortcut, press: KeyPress, mac: boolean): boolean {
  const command = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey
  if (!command || press.altKey || press.shiftKey !== shortcut.shift) return false
  return press.key.toLowerCase() === shortcut.key.toLowerCase()
}
