import { describe, expect, it } from 'vitest'
import { undoKeyAction } from '@renderer/features/composer/drafts/undoKeys'

const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

describe('undo and redo keys', () => {
  it('maps Ctrl+Z to undo, Ctrl+Shift+Z and Ctrl+Y to redo, Cmd as Ctrl', () => {
    expect(undoKeyAction({ ...keys, key: 'z', ctrlKey: true })).toBe('undo')
    expect(undoKeyAction({ ...keys, key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(undoKeyAction({ ...keys, key: 'y', ctrlKey: true })).toBe('redo')
    expect(undoKeyAction({ ...keys, key: 'z', metaKey: true })).toBe('undo')
  })

  it('leaves plain typing and other shortcuts alone', () => {
    expect(undoKeyAction({ ...keys, key: 'z' })).toBeUndefined()
    expect(undoKeyAction({ ...keys, key: 'b', ctrlKey: true })).toBeUndefined()
    expect(undoKeyAction({ ...keys, key: 'z', ctrlKey: true, altKey: true })).toBeUndefined()
  })
})
