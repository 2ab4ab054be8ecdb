import { describe, expect, it } from 'vitest'
import type { Edit } from '@renderer/features/composer/message/formatting'
import { applyFormat, insertAt } from '@renderer/features/composer/message/formatting'

/** "a [b] c" → text with the selection marked by brackets, and back: easy to read in expectations. */
function edit(marked: string): Edit {
  const start = marked.indexOf('[')
  const end = marked.indexOf(']') - 1
  return { text: marked.replace('[', '').replace(']', ''), start, end }
}
function show({ text, start, end }: Edit): string {
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`
}

describe('applyFormat', () => {
  it('wraps the selection and keeps the same words selected', () => {
    expect(show(applyFormat(edit('say [hello] now'), 'bold'))).toBe('say **[hello]** now')
    expect(show(applyFormat(edit('[x]'), 'italic'))).toBe('*[x]*')
    expect(show(applyFormat(edit('[x]'), 'underline'))).toBe('__[x]__')
    expect(show(applyFormat(edit('[x]'), 'strike'))).toBe('~~[x]~~')
    expect(show(applyFormat(edit('[x]'), 'spoiler'))).toBe('||[x]||')
    expect(show(applyFormat(edit('[x]'), 'code'))).toBe('`[x]`')
  })

  it('puts both markers at a caret, with the caret between them', () => {
    expect(show(applyFormat(edit('ab[]cd'), 'bold'))).toBe('ab**[]**cd')
    expect(show(applyFormat(edit('[]'), 'codeBlock'))).toBe('```\n[]\n```')
  })

  it('keeps spaces at the edges of the selection outside the markers', () => {
    expect(show(applyFormat(edit('a[ word ]b'), 'bold'))).toBe('a **[word]** b')
    expect(show(applyFormat(edit('a[   ]b'), 'bold'))).toBe('a**[]**   b')
  })

  it('removes the markers when pressed again, inside or just outside the selection', () => {
    expect(show(applyFormat(edit('say **[hello]** now'), 'bold'))).toBe('say [hello] now')
    expect(show(applyFormat(edit('say [**hello**] now'), 'bold'))).toBe('say [hello] now')
    expect(show(applyFormat(edit('||[x]||'), 'spoiler'))).toBe('[x]')
    expect(show(applyFormat(applyFormat(edit('[a b]'), 'codeBlock'), 'codeBlock'))).toBe('[a b]')
  })

  it('does not mistake bold markers for italic ones', () => {
    expect(show(applyFormat(edit('**[x]**'), 'italic'))).toBe('***[x]***')
    expect(show(applyFormat(edit('[**x**]'), 'italic'))).toBe('*[**x**]*')
    expect(show(applyFormat(edit('***[x]***'), 'italic'))).toBe('**[x]**')
  })

  it('wraps a multi-line selection in a code block on lines of its own', () => {
    expect(applyFormat(edit('[let a = 1\nlet b = 2]'), 'codeBlock').text).toBe(
      '```\nlet a = 1\nlet b = 2\n```',
    )
  })
})

describe('insertAt', () => {
  it('replaces the selection and puts the caret after the insert', () => {
    expect(show(insertAt(edit('at [x] now'), '<t:1:R>'))).toBe('at <t:1:R>[] now')
    expect(show(insertAt(edit('ab[]'), '@here'))).toBe('ab@here[]')
  })
})
