import { describe, expect, it } from 'vitest'
import { jsonEditReason, pendingJsonEdit, useJsonEdits } from '@renderer/features/composer/json/jsonEdits'
import { analyseJson } from '@renderer/features/composer/json/jsonSync'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import english from '@shared/i18n/compiled/en.json'
import german from '@shared/i18n/compiled/de.json'

const t = createTranslator('en', english as Catalogue)

const body = { content: 'Last good' }
const mark = { from: 30, to: 31, line: 1, message: 'Not JSON: Unexpected end of the text.' }

describe('JSON edits the draft has not taken', () => {
  it('hold a message while their base is its body, and not once the body changed elsewhere', () => {
    useJsonEdits.getState().hold('m1', { text: '{"content": "x",', base: body, first: mark })
    const pending = useJsonEdits.getState().pending
    expect(pendingJsonEdit(pending, { id: 'm1', data: body })?.text).toBe('{"content": "x",')
    expect(pendingJsonEdit(pending, { id: 'm1', data: { content: 'Last good' } })).toBeUndefined()
    expect(pendingJsonEdit(pending, { id: 'm2', data: body })).toBeUndefined()

    const next = { content: 'From the form' }
    useJsonEdits.getState().rebase('m1', next)
    expect(pendingJsonEdit(useJsonEdits.getState().pending, { id: 'm1', data: next })).toBeDefined()
    useJsonEdits.getState().drop('m1')
    expect(useJsonEdits.getState().pending).toEqual({})
  })

  it('say where the text is wrong and what Send would post instead', () => {
    expect(jsonEditReason({ text: '', base: body, first: mark }, t)).toBe(
      'The JSON edit is not taken (line 1: Not JSON: Unexpected end of the text): Send would post the last valid body instead. Fix it, or discard the edit.',
    )
    expect(jsonEditReason({ text: '', base: body, first: undefined }, t)).toBe(
      'The JSON edit is not taken: Send would post the last valid body instead. Fix it, or discard the edit.',
    )
  })

  it('say it in the page’s language, the syntax problem too', () => {
    const de = createTranslator('de', german as Catalogue)
    const [first] = analyseJson('{"content": "x",', body, { kind: 'execute', fileCount: 0 }).marks
    expect(jsonEditReason({ text: '', base: body, first }, de)).toBe(
      'Die JSON-Änderung wurde nicht übernommen (Zeile 1: Kein JSON: Der Text endet, wo ein String in doppelten Anführungszeichen stehen sollte): Senden würde stattdessen den letzten gültigen Inhalt senden. Korrigiere sie oder verwirf die Änderung.',
    )
  })
})
