import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import { samePicked, subscribeEmbed } from '@renderer/features/composer/embeds/embedScope'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { embedDraft, stagedFile } from '../../../store/drafts/embedDraft'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

// Issue 23: a keystroke in one embed of a large draft ran the selectors of every control of every
// embed. Each embed's controls now hear only the changes that may concern them.

const draft = embedDraft({
  content: 'Hello',
  embeds: [{ description: 'one' }, { description: 'two' }, { description: 'three' }],
})

/** The draft with `change` applied to the first message (a new object, as the reducers make). */
function edited(from: Draft, change: (message: Draft['messages'][number]) => Draft['messages'][number]) {
  return { ...from, messages: [change(from.messages[0]!)] }
}

function typeIn(from: Draft, embed: number, text: string): Draft {
  return edited(from, (message) => {
    const embeds = [...(message.data.embeds as object[])]
    embeds[embed] = { ...embeds[embed], description: text }
    return { ...message, data: { ...message.data, embeds } }
  })
}

function listen() {
  const heard = [vi.fn(), vi.fn(), vi.fn()]
  const stops = heard.map((listener, embed) => subscribeEmbed(0, embed, listener))
  return { heard, stop: () => stops.forEach((stop) => stop()) }
}

afterEach(() => useDraftsStore.setState({ draft: undefined }))

describe('subscriptions scoped to one embed', () => {
  it('a keystroke in embed 2 reaches embed 2 only', () => {
    useDraftsStore.setState({ draft })
    const { heard, stop } = listen()
    useDraftsStore.setState({ draft: typeIn(draft, 1, 'two!') })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([0, 1, 0])
    stop()
  })

  it('a change outside the embeds (content, files) or another draft reaches every embed', () => {
    useDraftsStore.setState({ draft })
    const { heard, stop } = listen()
    const content = edited(draft, (message) => ({ ...message, data: { ...message.data, content: 'Hi' } }))
    useDraftsStore.setState({ draft: content })
    const files = edited(content, (message) => ({ ...message, files: [stagedFile('a.png')] }))
    useDraftsStore.setState({ draft: files })
    useDraftsStore.setState({ draft: { ...files, id: 'another1' } })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([3, 3, 3])
    stop()
  })

  it('an embed added, removed or moved reaches every embed; a save status alone reaches none', () => {
    useDraftsStore.setState({ draft })
    const { heard, stop } = listen()
    useDraftsStore.setState({ save: { phase: 'pending' } })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([0, 0, 0])
    const moved = edited(draft, (message) => {
      const [a, b, c] = message.data.embeds as object[]
      return { ...message, data: { ...message.data, embeds: [b, a, c] } }
    })
    useDraftsStore.setState({ draft: moved })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([1, 1, 0])
    const removed = edited(moved, (message) => ({
      ...message,
      data: { ...message.data, embeds: (message.data.embeds as object[]).slice(1) },
    }))
    useDraftsStore.setState({ draft: removed })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([2, 2, 1])
    stop()
  })
})

describe('subscriptions scoped to one field', () => {
  const withFields = embedDraft({
    embeds: [
      {
        description: 'one',
        fields: [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ],
      },
      { description: 'two', fields: [{ name: 'c', value: '3' }] },
    ],
  })
  const fieldsIn = (from: Draft, embed: number) =>
    (from.messages[0]!.data.embeds as { fields: object[] }[])[embed]!.fields

  function setField(from: Draft, embed: number, field: number, value: string): Draft {
    return edited(from, (message) => {
      const embeds = [...(message.data.embeds as { fields: object[] }[])]
      const fields = [...embeds[embed]!.fields]
      fields[field] = { ...fields[field], value }
      embeds[embed] = { ...embeds[embed]!, fields }
      return { ...message, data: { ...message.data, embeds } }
    })
  }

  it('a keystroke in the description reaches none of its fields; one in a field reaches that field', () => {
    useDraftsStore.setState({ draft: withFields })
    const heard = [vi.fn(), vi.fn(), vi.fn()]
    const stops = [
      subscribeEmbed(0, 0, heard[0]!, 0),
      subscribeEmbed(0, 0, heard[1]!, 1),
      subscribeEmbed(0, 1, heard[2]!, 0),
    ]
    const typed = typeIn(withFields, 0, 'one!')
    expect(fieldsIn(typed, 0)).toBe(fieldsIn(withFields, 0))
    useDraftsStore.setState({ draft: typed })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([0, 0, 0])
    useDraftsStore.setState({ draft: setField(typed, 0, 1, '2!') })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([0, 1, 0])
    // Fields moved: every position whose field is another object hears it.
    const swapped = edited(withFields, (message) => {
      const embeds = [...(message.data.embeds as { fields: object[] }[])]
      embeds[0] = { ...embeds[0]!, fields: [...embeds[0]!.fields].reverse() }
      return { ...message, data: { ...message.data, embeds } }
    })
    useDraftsStore.setState({ draft: swapped })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([1, 2, 0])
    // A change outside the embeds reaches every field.
    useDraftsStore.setState({
      draft: edited(swapped, (message) => ({ ...message, data: { ...message.data, content: 'Hi' } })),
    })
    expect(heard.map((listener) => listener.mock.calls.length)).toEqual([2, 3, 1])
    stops.forEach((stop) => stop())
  })
})

describe('samePicked', () => {
  it('compares plain objects key by key', () => {
    expect(samePicked({ used: 1, problem: undefined }, { used: 1, problem: undefined })).toBe(true)
    expect(samePicked({ used: 1 }, { used: 2 })).toBe(false)
    expect(samePicked<object>({ used: 1 }, { used: 1, limit: 2 })).toBe(false)
    expect(samePicked('a', 'a')).toBe(true)
  })
})
