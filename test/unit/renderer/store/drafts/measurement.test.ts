import { describe, expect, it } from 'vitest'
import { measureMessage, problemAt } from '@renderer/store/drafts/measurement'
import { embedDraft } from './embedDraft'
import { englishTranslator } from '../../../../support/english'

const t = englishTranslator()

describe('measureMessage', () => {
  it('measures a message once per version and again after a change', () => {
    const message = embedDraft({ content: 'hé 😀' }).messages[0]!
    const first = measureMessage(message)
    expect(first.content.used).toBe(4)
    expect(measureMessage(message)).toBe(first)
    expect(measureMessage({ ...message, data: { content: 'x' } }).content.used).toBe(1)
  })

  it('checks an edit as an edit, and counts the attachments it keeps as files', () => {
    const message = embedDraft({ content: '', username: 'Bot' }).messages[0]!
    expect(problemAt(measureMessage(message), '', t)).toMatch(/empty/i)
    const edit = {
      ...message,
      reference: {
        messageId: '1',
        webhookId: '2',
        threadId: null,
        entryId: null,
        before: {},
        kept: [{ id: '3', filename: 'a.png', size: 1, contentType: null, url: null, description: null }],
        componentsV2: false,
      },
    }
    expect(problemAt(measureMessage(edit), 'username', t)).toMatch(/edit cannot change/)
    expect(measureMessage(edit).attachments.used).toBe(1)
  })
})
