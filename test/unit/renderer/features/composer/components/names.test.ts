import { describe, expect, it } from 'vitest'
import { componentLabel, dragLabel, idOf, pathText } from '@renderer/features/composer/components/names'
import { controlId } from '@renderer/features/composer/controlId'

describe('component control names and ids', () => {
  it('names a component by its kind and position, inside a container by both positions', () => {
    expect(componentLabel(10, 1)).toBe('Component 2')
    expect(componentLabel(9, 2)).toBe('Section 3')
    expect(componentLabel(12, 3)).toBe('Gallery 4')
    expect(componentLabel(1, 4)).toBe('Row 5')
    expect(componentLabel(13, 0)).toBe('File component 1')
    expect(componentLabel(9, 1, 0)).toBe('Container 1 section 2')
    expect(componentLabel(10, 0, 2)).toBe('Container 3 component 1')
  })

  it('names drag handles by position only', () => {
    expect(dragLabel(1, undefined, true)).toBe('Drag row 2')
    expect(dragLabel(1, undefined, false)).toBe('Drag component 2')
    expect(dragLabel(0, 2, false)).toBe('Drag container 3 component 1')
  })

  it("writes paths as measure() does, and ids that match a problem's path", () => {
    const path = ['components', 0, 'components', 1, 'content']
    expect(pathText(path)).toBe('components[0].components[1].content')
    expect(idOf(0, path)).toBe(controlId(0, pathText(path)))
    expect(idOf(0, ['components', 2])).toBe(controlId(0, 'components[2]'))
  })
})
