/**
 * Every keyboard shortcut Herald has, in one table that the page (its key handlers, button titles and
 * aria-keyshortcuts) and the Electron menu (its accelerators) both read, so they cannot drift apart.
 * `mod` is Ctrl, or Cmd on macOS. `desktop` shortcuts exist only where the app menu does (the Electron
 * shell): a browser keeps Ctrl+N and Ctrl+, for itself. `page` shortcuts are the page's own in the
 * browser host; in the desktop app the menu item with that accelerator runs the same command.
 */
export type Shortcut = {
  /** The key as KeyboardEvent.key reports it (letters in lower case). */
  key: string
  shift: boolean
  /** With Alt (Option on macOS) too: the draft actions, which a browser leaves to the page. */
  alt?: true
  /** What it does, for the README's table and the menu. */
  does: string
  desktop?: true
}

export const SHORTCUTS = {
  newDraft: { key: 'n', shift: false, does: 'New draft', desktop: true },
  // The draft actions menu's; Ctrl+Alt because a browser keeps Ctrl+N, Ctrl+Shift+N and the like.
  newDraftInPage: { key: 'n', shift: false, alt: true, does: 'New draft (in the browser host)' },
  renameDraft: { key: 'r', shift: false, alt: true, does: 'Rename the draft' },
  duplicateDraft: { key: 'c', shift: false, alt: true, does: 'Duplicate the draft' },
  deleteDraft: { key: 'x', shift: false, alt: true, does: 'Delete the draft' },
  importDrafts: { key: 'o', shift: false, alt: true, does: 'Import…' },
  exportDrafts: { key: 'e', shift: false, alt: true, does: 'Export…' },
  saveTemplate: { key: 's', shift: false, alt: true, does: 'Save the draft as a template' },
  newFromTemplate: { key: 'n', shift: true, alt: true, does: 'New draft from a template' },
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

/** Electron's accelerator string: "CmdOrCtrl+Shift+Z", "CmdOrCtrl+Alt+Shift+N". */
export function accelerator(shortcut: Shortcut): string {
  return `CmdOrCtrl+${shortcut.alt ? 'Alt+' : ''}${shortcut.shift ? 'Shift+' : ''}${keyName(shortcut.key)}`
}

/** How the page writes it: "Ctrl+Alt+Shift+N", or "⌘⌥⇧N" on macOS. */
export function shortcutLabel(shortcut: Shortcut, mac: boolean): string {
  if (mac) return `⌘${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${keyName(shortcut.key)}`
  return `Ctrl+${shortcut.alt ? 'Alt+' : ''}${shortcut.shift ? 'Shift+' : ''}${keyName(shortcut.key)}`
}

/** The aria-keyshortcuts value: "Control+Alt+Shift+N", or "Meta+Alt+Shift+N" on macOS. */
export function ariaShortcut(shortcut: Shortcut, mac: boolean): string {
  const modifiers = `${shortcut.alt ? 'Alt+' : ''}${shortcut.shift ? 'Shift+' : ''}`
  return `${mac ? 'Meta' : 'Control'}+${modifiers}${keyName(shortcut.key)}`
}

/** The parts of a keyboard event a shortcut depends on (`code`: the physical key, where known). */
export type KeyPress = {
  key: string
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * Whether a key press is this shortcut: Cmd (not Ctrl) on macOS, Ctrl (not Cmd) elsewhere, Alt and Shift
 * exactly as listed. Off macOS the key must be the letter, so AltGr (Ctrl+Alt) typing "€" or "ś" is never
 * taken; on macOS Option changes the key (⌥E is a dead key), so there the physical key counts.
 */
export function matchesShortcut(shortcut: Shortcut, press: KeyPress, mac: boolean): boolean {
  const command = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey
  if (!command || press.altKey !== Boolean(shortcut.alt) || press.shiftKey !== shortcut.shift) return false
  if (press.key.toLowerCase() === shortcut.key.toLowerCase()) return true
  return mac && Boolean(shortcut.alt) && press.code === `Key${keyName(shortcut.key)}`
}
