import { describe, expect, it } from 'vitest'
import { rovingTarget } from '@renderer/features/composer/message/rovingFocus'

describe('toolbar arrow keys', () => {
  it('move to the next or previous button, wrapping, and Home and End jump to the ends', () => {
    expect(rovingTarget(0, 'ArrowRight', 9)).toBe(1)
    expect(rovingTarget(8, 'ArrowRight', 9)).toBe(0)
    expect(rovingTarget(0, 'ArrowLeft', 9)).toBe(8)
    expect(rovingTarget(4, 'Home', 9)).toBe(0)
    expect(rovingTarget(4, 'End', 9)).toBe(8)
  })

  it('leave other keys and empty toolbars alone', () => {
    expect(rovingTarget(0, 'Enter', 9)).toBeUndefined()
    expect(rovingTarget(0, 'ArrowDown', 9)).toBeUndefined()
    expect(rovingTarget(0, 'ArrowRight', 0)).toBeUndefined()
  })
})
