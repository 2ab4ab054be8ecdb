import { describe, expect, it } from 'vitest'
import type { CollapseRecord } from '@renderer/features/composer/sections/collapseState'
import {
  EXPANDED,
  REMEMBERED_DRAFTS_MAX,
  messageCollapse,
  readCollapseRecord,
  withAll,
  withEmbeds,
  withMessage,
  withSection,
} from '@renderer/features/composer/sections/collapseState'
import { embedOfPath, sectionOfPath } from '@renderer/features/composer/sections/sectionPaths'

describe('what is collapsed, per draft and message', () => {
  it('keeps each draft’s and each message’s own state; an unknown one is all open', () => {
    let record: CollapseRecord = {}
    record = withMessage(record, 'draftaaaa', 'm1', (m) => withSection(m, 'embeds', true), 1)
    record = withMessage(record, 'draftbbbb', 'm1', (m) => withSection(m, 'message', true), 2)
    expect(messageCollapse(record, 'draftaaaa', 'm1').sections).toEqual(['embeds'])
    expect(messageCollapse(record, 'draftbbbb', 'm1').sections).toEqual(['message'])
    expect(messageCollapse(record, 'draftaaaa', 'm2')).toBe(EXPANDED)
    expect(messageCollapse(record, 'draftcccc', 'm1')).toBe(EXPANDED)
  })

  it('keeps sections in the editor’s order, and a change to nothing returns the same record', () => {
    let message = withSection(EXPANDED, 'mentions', true)
    message = withSection(message, 'target', true)
    expect(message.sections).toEqual(['target', 'mentions'])
    expect(withSection(message, 'target', true)).toBe(message)
    const record = withMessage({}, 'draftaaaa', 'm1', () => message, 1)
    expect(withMessage(record, 'draftaaaa', 'm1', (m) => m, 2)).toBe(record)
  })

  it('forgets the least recently changed drafts beyond the cap', () => {
    let record: CollapseRecord = {}
    for (let i = 0; i <= REMEMBERED_DRAFTS_MAX; i++) {
      record = withMessage(record, `draft${i}`, 'm', (m) => withSection(m, 'files', true), i)
    }
    expect(Object.keys(record)).toHaveLength(REMEMBERED_DRAFTS_MAX)
    expect(record.draft0).toBeUndefined()
    expect(record[`draft${REMEMBERED_DRAFTS_MAX}`]).toBeDefined()
  })

  it('moves an embed’s flag with the embed, and opens one without closing others', () => {
    const start = { sections: [], embeds: [true, false, false] }
    expect(withEmbeds(start, { kind: 'move', from: 0, to: 2, count: 3 }).embeds).toEqual([false, false, true])
    expect(withEmbeds(start, { kind: 'duplicate', embed: 0, count: 3 }).embeds).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(withEmbeds(start, { kind: 'remove', embed: 0, count: 3 }).embeds).toEqual([false, false])
    expect(withEmbeds(start, { kind: 'open', embed: 0 }).embeds).toEqual([false, false, false])
    expect(withEmbeds(start, { kind: 'open', embed: 1 })).toBe(start)
    expect(withEmbeds(start, { kind: 'toggle', embed: 2 }).embeds).toEqual([true, false, true])
  })

  it('collapses everything, embeds included, or opens everything', () => {
    expect(withAll(true, 2)).toEqual({
      sections: ['target', 'message', 'files', 'embeds', 'components', 'mentions'],
      embeds: [true, true],
    })
    expect(withAll(false, 2)).toBe(EXPANDED)
  })

  it('reads back what it wrote and drops what is damaged', () => {
    const record = withMessage({}, 'draftaaaa', 'm1', () => withAll(true, 1), 5)
    expect(readCollapseRecord(JSON.parse(JSON.stringify(record)))).toEqual(record)
    expect(readCollapseRecord('nope')).toEqual({})
    expect(
      readCollapseRecord({
        a: { at: 'x', messages: {} },
        b: { at: 1, messages: { m: { sections: ['embeds', 'bogus', 3], embeds: [true, null, 'y'] }, n: 7 } },
      }),
    ).toEqual({ b: { at: 1, messages: { m: { sections: ['embeds'], embeds: [true, false, false] } } } })
  })
})

describe('which section holds a control', () => {
  it('maps body and target paths to their section and embed', () => {
    expect(sectionOfPath('content')).toBe('message')
    expect(sectionOfPath('avatar_url')).toBe('message')
    expect(sectionOfPath('embeds[1].fields[0].name')).toBe('embeds')
    expect(sectionOfPath('files.2')).toBe('files')
    expect(sectionOfPath('components[0].components[1].url')).toBe('components')
    expect(sectionOfPath('allowed_mentions.roles')).toBe('mentions')
    expect(sectionOfPath('targets.1.webhook')).toBe('target')
    expect(sectionOfPath('thread_name')).toBe('target')
    expect(sectionOfPath('(json)')).toBeUndefined()
    expect(embedOfPath('embeds[3].title')).toBe(3)
    expect(embedOfPath('embeds.12')).toBe(12)
    expect(embedOfPath('embeds')).toBeUndefined()
    expect(embedOfPath('content')).toBeUndefined()
  })
})
