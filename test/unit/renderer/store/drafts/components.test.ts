import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import {
  addBodyItem,
  dropClassic,
  duplicateBodyItem,
  moveBodyItem,
  newComponent,
  removeBodyItem,
  setBodyValue,
  setComponentsV2,
  valueAt,
} from '@renderer/store/drafts/reducers'
import { measureMessage } from '@renderer/store/drafts/measurement'
import { embedDraft } from './embedDraft'

const data = (draft: Draft) => draft.messages[0]!.data
const top = ['components'] as const

function v2Draft(): Draft {
  return setComponentsV2(embedDraft({ content: '' }), 0, true)
}

describe('components reducers', () => {
  it('adds, duplicates, moves and removes top-level components, and drops an emptied list', () => {
    let draft = v2Draft()
    draft = addBodyItem(draft, 0, top, newComponent('text'), 40)
    draft = addBodyItem(draft, 0, top, newComponent('separator'), 40)
    draft = setBodyValue(draft, 0, ['components', 0, 'content'], 'hello')
    draft = duplicateBodyItem(draft, 0, top, 0, 40)
    expect(data(draft).components).toEqual([
      { type: 10, content: 'hello' },
      { type: 10, content: 'hello' },
      { type: 14, divider: true, spacing: 1 },
    ])
    draft = moveBodyItem(draft, 0, top, 2, 0)
    expect((data(draft).components as { type: number }[]).map((c) => c.type)).toEqual([14, 10, 10])
    for (let i = 0; i < 3; i++) draft = removeBodyItem(draft, 0, top, 0)
    expect(data(draft)).not.toHaveProperty('components')
  })

  it('nests inside a container and keeps a duplicate independent of its original', () => {
    let draft = addBodyItem(v2Draft(), 0, top, newComponent('container'), 40)
    const inner = ['components', 0, 'components'] as const
    draft = addBodyItem(draft, 0, inner, newComponent('gallery'), 40)
    draft = addBodyItem(draft, 0, [...inner, 1, 'items'], { media: { url: 'attachment://b.png' } }, 10)
    draft = duplicateBodyItem(draft, 0, top, 0, 40)
    draft = setBodyValue(draft, 0, ['components', 1, 'components', 0, 'content'], 'copy')
    expect(valueAt(data(draft), ['components', 0, 'components', 0, 'content'])).toBe('')
    expect(valueAt(data(draft), ['components', 1, 'components', 0, 'content'])).toBe('copy')
    expect(valueAt(data(draft), [...inner, 1, 'items', 1, 'media', 'url'])).toBe('attachment://b.png')
    // The container's texts, gallery and both containers count against the 40.
    expect(measureMessage(draft.messages[0]!).components.count.used).toBe(6)
  })

  it('refuses to grow a list past its limit', () => {
    let draft = addBodyItem(v2Draft(), 0, top, newComponent('buttons'), 40)
    const row = ['components', 0, 'components'] as const
    for (let i = 0; i < 6; i++)
      draft = addBodyItem(draft, 0, row, { type: 2, style: 5, url: 'https://a.b' }, 5)
    expect(valueAt(data(draft), row)).toHaveLength(5)
    draft = duplicateBodyItem(draft, 0, row, 0, 5)
    expect(valueAt(data(draft), row)).toHaveLength(5)
  })

  it('removes an optional value set to undefined, and an object emptied from inside', () => {
    let draft = addBodyItem(v2Draft(), 0, top, newComponent('buttons'), 40)
    const emoji = ['components', 0, 'components', 0, 'emoji', 'name'] as const
    draft = setBodyValue(draft, 0, emoji, '🎉')
    expect(valueAt(data(draft), ['components', 0, 'components', 0, 'emoji'])).toEqual({ name: '🎉' })
    draft = setBodyValue(draft, 0, emoji, undefined)
    expect(valueAt(data(draft), ['components', 0, 'components', 0])).not.toHaveProperty('emoji')
  })
})

describe('Components V2 on and off', () => {
  const classic = { content: 'Hello', embeds: [{ title: 'News' }], flags: 4096, username: 'Bot' }

  it('sets the flag and moves the content and embeds aside; off brings them back', () => {
    const on = setComponentsV2(embedDraft(classic), 0, true)
    expect(data(on)).toEqual({ flags: 4096 | 32768, username: 'Bot' })
    expect(on.messages[0]!.classic).toEqual({ content: 'Hello', embeds: [{ title: 'News' }] })

    const built = addBodyItem(on, 0, top, newComponent('text'), 40)
    const withRow = addBodyItem(built, 0, top, newComponent('buttons'), 40)
    const off = setComponentsV2(withRow, 0, false)
    expect(data(off)).toEqual({
      content: 'Hello',
      embeds: [{ title: 'News' }],
      flags: 4096,
      username: 'Bot',
      components: [{ type: 1, components: [{ type: 2, style: 5, label: '', url: '' }] }],
    })
    expect(off.messages[0]).not.toHaveProperty('classic')
  })

  it('does nothing when already in that mode, and never turns off an edit of a V2 message', () => {
    const draft = embedDraft({ content: 'x' })
    expect(setComponentsV2(draft, 0, false)).toBe(draft)
    const on = setComponentsV2(draft, 0, true)
    const reference = {
      messageId: '100000000000000001',
      webhookId: '100000000000000002',
      threadId: null,
      entryId: null,
      before: {},
      kept: [],
      componentsV2: true,
    }
    const edit = { ...on, messages: [{ ...on.messages[0]!, reference }] }
    expect(setComponentsV2(edit, 0, false)).toBe(edit)
  })

  it('clears the content and embeds of an edit, which a PATCH would otherwise keep', () => {
    const draft = embedDraft(classic)
    const reference = {
      messageId: '100000000000000001',
      webhookId: '100000000000000002',
      threadId: null,
      entryId: null,
      before: {},
      kept: [],
      componentsV2: false,
    }
    const edit = { ...draft, messages: [{ ...draft.messages[0]!, reference }] }
    const on = setComponentsV2(edit, 0, true)
    expect(data(on)).toEqual({ content: null, embeds: null, flags: 4096 | 32768, username: 'Bot' })
    expect(measureMessage(on.messages[0]!).problems.filter((p) => p.code === 'v2_legacy_field')).toEqual([])
    expect(data(setComponentsV2(on, 0, false))).toEqual(classic)
  })

  it('forgets the set-aside content once sent', () => {
    const on = setComponentsV2(embedDraft(classic), 0, true)
    expect(dropClassic(on.messages[0]!)).not.toHaveProperty('classic')
  })
})
