import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHORTCUTS, accelerator, ariaShortcut, matchesShortcut, shortcutLabel } from '@shared/shortcuts/table'

const press = (
  key: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {},
) => ({
  key,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
})

describe('shortcut table', () => {
  it('writes one shortcut three ways: the menu accelerator, the label and aria-keyshortcuts', () => {
    expect(accelerator(SHORTCUTS.redo)).toBe('CmdOrCtrl+Shift+Z')
    expect(shortcutLabel(SHORTCUTS.redo, false)).toBe('Ctrl+Shift+Z')
    expect(shortcutLabel(SHORTCUTS.redo, true)).toBe('⌘⇧Z')
    expect(ariaShortcut(SHORTCUTS.redo, false)).toBe('Control+Shift+Z')
    expect(ariaShortcut(SHORTCUTS.redo, true)).toBe('Meta+Shift+Z')
    expect(accelerator(SHORTCUTS.send)).toBe('CmdOrCtrl+Enter')
    expect(accelerator(SHORTCUTS.settings)).toBe('CmdOrCtrl+,')
  })

  it('matches Ctrl off macOS and Cmd on it, with Shift exactly as listed and never with Alt', () => {
    expect(matchesShortcut(SHORTCUTS.bold, press('b', { ctrl: true }), false)).toBe(true)
    expect(matchesShortcut(SHORTCUTS.bold, press('B', { meta: true }), true)).toBe(true)
    expect(matchesShortcut(SHORTCUTS.bold, press('b', { meta: true }), false)).toBe(false)
    expect(matchesShortcut(SHORTCUTS.bold, press('b', { ctrl: true }), true)).toBe(false)
    expect(matchesShortcut(SHORTCUTS.strike, press('X', { ctrl: true, shift: true }), false)).toBe(true)
    expect(matchesShortcut(SHORTCUTS.strike, press('x', { ctrl: true }), false)).toBe(false)
    expect(matchesShortcut(SHORTCUTS.bold, press('b', { ctrl: true, alt: true }), false)).toBe(false)
  })

  it('writes and matches the draft actions’ Ctrl+Alt shortcuts, never taking AltGr typing', () => {
    expect(accelerator(SHORTCUTS.newFromTemplate)).toBe('CmdOrCtrl+Alt+Shift+N')
    expect(shortcutLabel(SHORTCUTS.newFromTemplate, false)).toBe('Ctrl+Alt+Shift+N')
    expect(shortcutLabel(SHORTCUTS.newFromTemplate, true)).toBe('⌘⌥⇧N')
    expect(ariaShortcut(SHORTCUTS.renameDraft, false)).toBe('Control+Alt+R')
    expect(ariaShortcut(SHORTCUTS.renameDraft, true)).toBe('Meta+Alt+R')
    expect(matchesShortcut(SHORTCUTS.renameDraft, press('r', { ctrl: true, alt: true }), false)).toBe(true)
    expect(matchesShortcut(SHORTCUTS.renameDraft, press('r', { ctrl: true }), false)).toBe(false)
    expect(
      matchesShortcut(SHORTCUTS.newDraftInPage, press('N', { ctrl: true, alt: true, shift: true }), false),
    ).toBe(false)
    // AltGr+E is Ctrl+Alt+E to the browser, typing "€" on many layouts: that stays typing.
    const euro = { ...press('€', { ctrl: true, alt: true }), code: 'KeyE' }
    expect(matchesShortcut(SHORTCUTS.exportDrafts, euro, false)).toBe(false)
    // ⌘⌥E on macOS reports a dead key; the physical key decides there.
    const dead = { ...press('Dead', { meta: true, alt: true }), code: 'KeyE' }
    expect(matchesShortcut(SHORTCUTS.exportDrafts, dead, true)).toBe(true)
  })

  it('gives no two shortcuts the same keys', () => {
    const keys = Object.values(SHORTCUTS).map(accelerator)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe("README's shortcut table", () => {
  it('lists every shortcut of the table', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8')
    const section = readme.slice(
      readme.indexOf('## The desktop app'),
      readme.indexOf('## Bring your messages'),
    )
    const rows = section.split('\n').filter((line) => line.startsWith('| Ctrl'))
    for (const shortcut of Object.values(SHORTCUTS)) {
      const label = shortcutLabel(shortcut, false)
      expect(
        rows.some((row) =>
          row
            .split('|')[1]!
            .split(/,\s+(?=Ctrl)/)
            .map((keys) => keys.trim())
            .includes(label),
        ),
        label,
      ).toBe(true)
    }
  })
})
