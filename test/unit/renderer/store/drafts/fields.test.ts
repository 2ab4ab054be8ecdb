import { describe, expect, it } from 'vitest'
import { EMBED_FIELDS_MAX } from '@shared/discord'
import {
  addField,
  duplicateField,
  moveField,
  removeField,
  setFieldInline,
  setFieldText,
} from '@renderer/store/drafts/reducers'
import { embedDraft, embeds } from './embedDraft'

const fieldsOf = (draft: ReturnType<typeof embedDraft>, embed = 0) =>
  (embeds(draft)[embed]?.fields as Record<string, unknown>[] | undefined) ?? []

describe('field reducers', () => {
  it('adds empty fields up to 25 in the embed asked for only', () => {
    let draft = embedDraft({ embeds: [{ title: 'a' }, { title: 'b' }] })
    for (let i = 0; i < EMBED_FIELDS_MAX + 1; i++) draft = addField(draft, 0, 1)
    expect(fieldsOf(draft, 1)).toHaveLength(EMBED_FIELDS_MAX)
    expect(fieldsOf(draft, 1)[0]).toEqual({ name: '', value: '', inline: false })
    expect(embeds(draft)[0]).toEqual({ title: 'a' })
  })

  it('sets name, value and inline, keeping empty texts (Discord requires both)', () => {
    let draft = addField(embedDraft({ embeds: [{ title: 'a' }] }), 0, 0)
    draft = setFieldText(draft, 0, 0, 0, 'name', 'Name')
    draft = setFieldText(draft, 0, 0, 0, 'value', 'Value')
    draft = setFieldInline(draft, 0, 0, 0, true)
    expect(fieldsOf(draft)).toEqual([{ name: 'Name', value: 'Value', inline: true }])
    draft = setFieldText(draft, 0, 0, 0, 'value', '')
    expect(fieldsOf(draft)[0]).toEqual({ name: 'Name', value: '', inline: true })
  })

  it('removes, duplicates and moves fields; the fields key goes with the last one', () => {
    const fields = ['a', 'b', 'c'].map((name) => ({ name, value: name, inline: false }))
    const draft = embedDraft({ embeds: [{ title: 't', fields }] })
    expect(fieldsOf(removeField(draft, 0, 0, 1)).map((f) => f.name)).toEqual(['a', 'c'])
    expect(fieldsOf(duplicateField(draft, 0, 0, 0)).map((f) => f.name)).toEqual(['a', 'a', 'b', 'c'])
    expect(fieldsOf(moveField(draft, 0, 0, 2, 0)).map((f) => f.name)).toEqual(['c', 'a', 'b'])
    expect(fieldsOf(moveField(draft, 0, 0, 0, 9)).map((f) => f.name)).toEqual(['a', 'b', 'c'])
    let emptied = removeField(embedDraft({ embeds: [{ title: 't', fields: [fields[0]] }] }), 0, 0, 0)
    expect(embeds(emptied)[0]).toEqual({ title: 't' })
    emptied = duplicateField(emptied, 0, 0, 0)
    expect(embeds(emptied)[0]).toEqual({ title: 't' })
  })

  it('does not duplicate past 25 fields', () => {
    const fields = Array.from({ length: EMBED_FIELDS_MAX }, (_, i) => ({ name: `${i}`, value: 'v' }))
    const draft = embedDraft({ embeds: [{ fields }] })
    expect(fieldsOf(duplicateField(draft, 0, 0, 3))).toHaveLength(EMBED_FIELDS_MAX)
  })
})
