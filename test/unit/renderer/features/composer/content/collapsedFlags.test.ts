import { describe, expect, it } from 'vitest'
import { duplicated, moved, removed, toggled } from '@renderer/features/composer/embeds/collapsedFlags'

describe('collapsed embeds follow their embed', () => {
  it('toggles one', () => {
    expect(toggled([], 1)[1]).toBe(true)
    expect(toggled([true, false], 0)).toEqual([false, false])
  })

  it('moves, duplicates and removes with the embed', () => {
    expect(moved([true], 0, 2, 3)).toEqual([false, false, true])
    expect(duplicated([false, true], 1, 2)).toEqual([false, true, true])
    expect(removed([true, false, true], 0, 3)).toEqual([false, true])
  })
})
