import { describe, expect, it } from 'vitest'
import { idProblem, mentionMarkup, needsId } from '@renderer/features/composer/message/mentionMarkup'
import { englishTranslator } from '../../../../../support/english'

const t = englishTranslator()

describe('mention markup', () => {
  it('writes users, roles and channels by id, and the two group mentions as text', () => {
    expect(mentionMarkup('user', ' 80351110224678912 ')).toBe('<@80351110224678912>')
    expect(mentionMarkup('role', '165511591545143296')).toBe('<@&165511591545143296>')
    expect(mentionMarkup('channel', '41771983423143937')).toBe('<#41771983423143937>')
    expect(mentionMarkup('everyone', 'ignored')).toBe('@everyone')
    expect(mentionMarkup('here', '')).toBe('@here')
    expect(needsId('here')).toBe(false)
    expect(needsId('role')).toBe(true)
  })

  it('accepts only Discord ids: 17 to 20 digits that fit 64 bits', () => {
    expect(idProblem('80351110224678912', t)).toBeUndefined()
    expect(idProblem('', t)).toBe('Enter an id.')
    expect(idProblem('1234', t)).toMatch(/17 to 20 digits/)
    expect(idProblem('<@80351110224678912>', t)).toMatch(/17 to 20 digits/)
    expect(idProblem('99999999999999999999', t)).toMatch(/17 to 20 digits/)
  })
})
