import { describe, expect, it } from 'vitest'
import { controlId, parentPath, pathOfControlId } from '@renderer/features/composer/controlId'

describe('control ids: one scheme for problems, counters and the preview', () => {
  it('gives the same id for a body path written with dots or with brackets', () => {
    expect(controlId(0, 'embeds[0].fields[2].value')).toBe(controlId(0, 'embeds.0.fields.2.value'))
    expect(controlId(1, 'content')).toBe('m1-content')
    // A path ending in an index is the same control either way too (a component, an embed).
    expect(controlId(0, 'components[0].components[1]')).toBe(controlId(0, 'components.0.components.1'))
    expect(controlId(0, 'embeds[2]')).toBe('m0-embeds-2')
  })

  it('reads the dotted body path back from an id, and nothing from a foreign id', () => {
    expect(pathOfControlId(0, controlId(0, 'embeds[0].author.icon_url'))).toBe('embeds.0.author.icon_url')
    expect(pathOfControlId(0, controlId(0, 'files[1]'))).toBe('files.1')
    expect(pathOfControlId(0, controlId(1, 'content'))).toBeUndefined()
    expect(pathOfControlId(0, 'search')).toBeUndefined()
  })

  it('walks up to the enclosing part, for a control that is not on screen', () => {
    const seen: string[] = []
    for (let at: string | undefined = 'embeds[1].fields[0].name'; at; at = parentPath(at)) seen.push(at)
    expect(seen).toEqual([
      'embeds[1].fields[0].name',
      'embeds[1].fields[0]',
      'embeds[1].fields',
      'embeds[1]',
      'embeds',
    ])
  })
})
