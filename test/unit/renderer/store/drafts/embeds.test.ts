import { describe, expect, it } from 'vitest'
import { EMBEDS_MAX } from '@shared/discord'
import {
  addEmbed,
  duplicateEmbed,
  moveEmbed,
  removeEmbed,
  setEmbedColor,
  setEmbedText,
} from '@renderer/store/drafts/reducers'
import { embedDraft, embeds } from './embedDraft'

describe('embed reducers', () => {
  it('adds embeds up to Discord’s 10 and no further', () => {
    let draft = embedDraft({ content: 'hi' })
    for (let i = 0; i < EMBEDS_MAX + 2; i++) draft = addEmbed(draft, 0)
    expect(embeds(draft)).toHaveLength(EMBEDS_MAX)
    expect(draft.messages[0]?.data.content).toBe('hi')
  })

  it('removes the embed asked for, and the embeds key with the last one', () => {
    const draft = embedDraft({ embeds: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] })
    expect(embeds(removeEmbed(draft, 0, 1)).map((e) => e.title)).toEqual(['a', 'c'])
    const one = embedDraft({ embeds: [{ title: 'a' }] })
    expect(removeEmbed(one, 0, 0).messages[0]?.data).not.toHaveProperty('embeds')
  })

  it('duplicates an embed right after it, as a deep copy', () => {
    const draft = embedDraft({
      embeds: [{ title: 'a', fields: [{ name: 'n', value: 'v' }] }, { title: 'b' }],
    })
    const next = duplicateEmbed(draft, 0, 0)
    expect(embeds(next).map((e) => e.title)).toEqual(['a', 'a', 'b'])
    expect(embeds(next)[1]).toEqual(embeds(next)[0])
    expect(embeds(next)[1]?.fields).not.toBe(embeds(next)[0]?.fields)
    const full = embedDraft({ embeds: Array.from({ length: EMBEDS_MAX }, () => ({ title: 'x' })) })
    expect(embeds(duplicateEmbed(full, 0, 0))).toHaveLength(EMBEDS_MAX)
  })

  it('moves an embed and ignores moves out of range', () => {
    const draft = embedDraft({ embeds: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] })
    expect(embeds(moveEmbed(draft, 0, 0, 2)).map((e) => e.title)).toEqual(['b', 'c', 'a'])
    expect(embeds(moveEmbed(draft, 0, 2, 0)).map((e) => e.title)).toEqual(['c', 'a', 'b'])
    expect(embeds(moveEmbed(draft, 0, 0, 3)).map((e) => e.title)).toEqual(['a', 'b', 'c'])
  })

  it('leaves the other embeds as they were (same objects), so their editors do not re-render', () => {
    const draft = embedDraft({ embeds: [{ title: 'a' }, { title: 'b' }] })
    const next = setEmbedText(draft, 0, 1, 'title', 'bb')
    expect(embeds(next)[0]).toBe(embeds(draft)[0])
    expect(embeds(next)[1]?.title).toBe('bb')
  })

  it('sets nested texts and removes an author, footer or image that is emptied', () => {
    let draft = embedDraft({ embeds: [{ description: 'd' }] })
    draft = setEmbedText(draft, 0, 0, 'author.name', 'Ann')
    draft = setEmbedText(draft, 0, 0, 'author.url', 'https://a.example')
    expect(embeds(draft)[0]?.author).toEqual({ name: 'Ann', url: 'https://a.example' })
    draft = setEmbedText(draft, 0, 0, 'author.name', '')
    expect(embeds(draft)[0]?.author).toEqual({ url: 'https://a.example' })
    draft = setEmbedText(draft, 0, 0, 'author.url', '')
    expect(embeds(draft)[0]).not.toHaveProperty('author')
    draft = setEmbedText(draft, 0, 0, 'image.url', 'attachment://a.png')
    draft = setEmbedText(draft, 0, 0, 'image.url', '')
    expect(embeds(draft)[0]).not.toHaveProperty('image')
  })

  it('keeps an empty description (the field a new embed types into) but drops other empty texts', () => {
    let draft = embedDraft({ embeds: [{ title: 't', description: 'd' }] })
    draft = setEmbedText(draft, 0, 0, 'description', '')
    draft = setEmbedText(draft, 0, 0, 'title', '')
    expect(embeds(draft)[0]).toEqual({ description: '' })
  })

  it('stores the timestamp as given and removes it when cleared', () => {
    let draft = embedDraft({ embeds: [{ title: 't' }] })
    draft = setEmbedText(draft, 0, 0, 'timestamp', '2026-11-23T12:00:00.000Z')
    expect(embeds(draft)[0]?.timestamp).toBe('2026-11-23T12:00:00.000Z')
    draft = setEmbedText(draft, 0, 0, 'timestamp', '')
    expect(embeds(draft)[0]).not.toHaveProperty('timestamp')
  })

  it('sets a colour as an integer, keeps black (0), and removes it for none', () => {
    let draft = embedDraft({ embeds: [{ title: 't' }] })
    draft = setEmbedColor(draft, 0, 0, 0x5865f2)
    expect(embeds(draft)[0]?.color).toBe(0x5865f2)
    draft = setEmbedColor(draft, 0, 0, 0)
    expect(embeds(draft)[0]?.color).toBe(0)
    draft = setEmbedColor(draft, 0, 0, null)
    expect(embeds(draft)[0]).not.toHaveProperty('color')
  })
})
