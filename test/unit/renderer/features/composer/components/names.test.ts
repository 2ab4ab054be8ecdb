import { describe, expect, it } from 'vitest'
import {
  componentLabel,
  componentRef,
  dragLabel,
  idOf,
  kindTitle,
  pathText,
} from '@renderer/features/composer/components/names'
import { controlId } from '@renderer/features/composer/controlId'
import { englishTranslator } from '../../../../../support/english'

const t = englishTranslator()

describe('component control names and ids', () => {
  it('names a component by its kind and position, inside a container by both positions', () => {
    expect(componentLabel(t, 10, 1)).toBe('Component 2')
    expect(componentLabel(t, 9, 2)).toBe('Section 3')
    expect(componentLabel(t, 12, 3)).toBe('Gallery 4')
    expect(componentLabel(t, 1, 4)).toBe('Row 5')
    expect(componentLabel(t, 13, 0)).toBe('File component 1')
    expect(componentLabel(t, 9, 1, 0)).toBe('Container 1 section 2')
    expect(componentLabel(t, 10, 0, 2)).toBe('Container 3 component 1')
  })

  it('names a component within a sentence, and its kind for the card’s heading', () => {
    expect(componentRef(t, 1, 0)).toBe('row 1')
    expect(componentRef(t, 12, 2, 0)).toBe('container 1 gallery 3')
    expect(kindTitle(t, 1)).toBe('Link buttons')
    expect(kindTitle(t, 10)).toBe('Text')
    expect(kindTitle(t, 99)).toBe('Component')
  })

  it('names drag handles by position only', () => {
    expect(dragLabel(t, 1, undefined, true)).toBe('Drag row 2')
    expect(dragLabel(t, 1, undefined, false)).toBe('Drag component 2')
    expect(dragLabel(t, 0, 2, false)).toBe('Drag container 3 component 1')
  })

  it("writes paths as measure() does, and ids that match a problem's path", () => {
    const path = ['components', 0, 'components', 1, 'content']
    expect(pathText(path)).toBe('components[0].components[1].content')
    expect(idOf(0, path)).toBe(controlId(0, pathText(path)))
    expect(idOf(0, ['components', 2])).toBe(controlId(0, 'components[2]'))
  })
})
