import { describe, expect, it } from 'vitest'
import type { KeyPress } from '@renderer/features/composer/message/shortcuts'
import { formatForKey, isMacPlatform, shortcutLabel } from '@renderer/features/composer/message/shortcuts'

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
})

describe('formatting shortcuts', () => {
  it('maps Ctrl+B/I/U/E and Ctrl+Shift+X/S to their formats', () => {
    expect(formatForKey(press('b', { ctrlKey: true }), false)).toBe('bold')
    expect(formatForKey(press('i', { ctrlKey: true }), false)).toBe('italic')
    expect(formatForKey(press('u', { ctrlKey: true }), false)).toBe('underline')
    expect(formatForKey(press('e', { ctrlKey: true }), false)).toBe('code')
    expect(formatForKey(press('X', { ctrlKey: true, shiftKey: true }), false)).toBe('strike')
    expect(formatForKey(press('S', { ctrlKey: true, shiftKey: true }), false)).toBe('spoiler')
  })

  it('ignores other combinations: no modifier, Alt, the wrong Shift, Cmd off macOS', () => {
    expect(formatForKey(press('b'), false)).toBeUndefined()
    expect(formatForKey(press('b', { ctrlKey: true, altKey: true }), false)).toBeUndefined()
    expect(formatForKey(press('B', { ctrlKey: true, shiftKey: true }), false)).toBeUndefined()
    expect(formatForKey(press('x', { ctrlKey: true }), false)).toBeUndefined()
    expect(formatForKey(press('s', { ctrlKey: true }), false)).toBeUndefined()
    expect(formatForKey(press('b', { metaKey: true }), false)).toBeUndefined()
    expect(formatForKey(press('z', { ctrlKey: true }), false)).toBeUndefined()
  })

  it('uses Cmd instead of Ctrl on macOS', () => {
    expect(formatForKey(press('b', { metaKey: true }), true)).toBe('bold')
    expect(formatForKey(press('b', { ctrlKey: true }), true)).toBeUndefined()
    expect(shortcutLabel('strike', true)).toBe('⌘⇧X')
    expect(shortcutLabel('strike', false)).toBe('Ctrl+Shift+X')
    expect(shortcutLabel('codeBlock', false)).toBeUndefined()
    expect(isMacPlatform('MacIntel')).toBe(true)
    expect(isMacPlatform('Linux x86_64')).toBe(false)
  })
})
