import type { KeyPress } from '@shared/shortcuts/table'
import { SHORTCUTS, matchesShortcut, shortcutLabel as labelOf } from '@shared/shortcuts/table'
import type { FormatKind } from './formatting'

export type { KeyPress } from '@shared/shortcuts/table'

/** Ctrl (Cmd on macOS) plus these keys format the selection; the keys are shared/shortcuts/table.ts's. */
const FORMAT_SHORTCUTS = {
  bold: SHORTCUTS.bold,
  italic: SHORTCUTS.italic,
  underline: SHORTCUTS.underline,
  strike: SHORTCUTS.strike,
  spoiler: SHORTCUTS.spoiler,
  code: SHORTCUTS.code,
} as const satisfies Partial<Record<FormatKind, unknown>>

type ShortcutKind = keyof typeof FORMAT_SHORTCUTS

function hasShortcut(kind: FormatKind): kind is ShortcutKind {
  return Object.hasOwn(FORMAT_SHORTCUTS, kind)
}

/** The format a key press asks for, or undefined when it is not one of the formatting shortcuts. */
export function formatForKey(press: KeyPress, mac: boolean): FormatKind | undefined {
  const kinds = Object.keys(FORMAT_SHORTCUTS) as ShortcutKind[]
  return kinds.find((kind) => matchesShortcut(FORMAT_SHORTCUTS[kind], press, mac))
}

/** How a shortcut is written for this platform: "Ctrl+Shift+X" or "⌘⇧X". */
export function shortcutLabel(kind: FormatKind, mac: boolean): string | undefined {
  return hasShortcut(kind) ? labelOf(FORMAT_SHORTCUTS[kind], mac) : undefined
}

/** Whether the page runs on macOS, where Cmd takes Ctrl's place in shortcuts. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform)
}
