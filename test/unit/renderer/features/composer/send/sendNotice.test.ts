import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEnglish } from '../../../../../support/english'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

const { describeSendEnd } = await import('@renderer/features/composer/send/sendNotice')
const { useSendRun } = await import('@renderer/features/composer/send/runStore')
const { useSendsStore } = await import('@renderer/store/sends/store')
const { useDraftsStore } = await import('@renderer/store/drafts/store')
const { useTargetRun } = await import('@renderer/features/composer/send/targetRunStore')

const draft = { id: 'draft0001', name: 'Weekly update' }
const message = { id: '1', channel_id: '2' }
const sentMessage = (id: string, sent: boolean) => ({
  id,
  data: {},
  files: [],
  ...(sent ? { sent: { at: '', messageId: id, channelId: '2', link: '' } } : {}),
})

beforeAll(useEnglish)

beforeEach(() => {
  useSendRun.setState({ draftId: undefined, sendingId: undefined, failed: undefined })
  useSendsStore.setState({ outcome: { phase: 'idle' } })
  useTargetRun.setState({ draftId: undefined, running: false, cancelled: false, cells: {} })
})

describe('describeSendEnd', () => {
  it('names the draft and how many messages were posted', () => {
    useSendsStore.setState({
      outcome: { phase: 'sent', draftId: draft.id, action: 'send', message, body: {} },
    })
    useDraftsStore.setState({
      draft: {
        ...draft,
        messages: [sentMessage('a', true), sentMessage('b', true), sentMessage('c', true)],
      } as never,
    })
    expect(describeSendEnd(draft)).toEqual({
      title: '“Weekly update” was sent',
      body: 'All 3 messages are posted.',
    })
  })

  it('says where a run stopped and why, and that an edit was made', () => {
    const error = {
      kind: 'discord' as const,
      message: 'Discord refused: Unknown Webhook.',
      status: 404,
      code: 10015,
      issues: [],
    }
    useSendRun.setState({ draftId: draft.id, failed: { messageId: 'b', error } })
    expect(describeSendEnd(draft)).toEqual({
      title: 'Sending “Weekly update” stopped',
      body: 'Discord refused: Unknown Webhook.',
    })

    useSendRun.setState({ failed: undefined })
    useSendsStore.setState({
      outcome: { phase: 'sent', draftId: draft.id, action: 'edit', message, body: {} },
    })
    expect(describeSendEnd({ id: draft.id, name: '' })?.title).toBe('“Untitled draft” was edited')
  })

  it('has nothing to say about another draft’s outcome', () => {
    useSendsStore.setState({
      outcome: { phase: 'sent', draftId: 'other', action: 'send', message, body: {} },
    })
    expect(describeSendEnd(draft)).toBeUndefined()
  })

  it('with several targets, counts the targets that did not get everything', () => {
    const error = { kind: 'discord' as const, message: 'Server error.', status: 500, code: null, issues: [] }
    useTargetRun.setState({ draftId: draft.id, running: false, cells: { w1: {}, w2: {}, w3: {} } })
    expect(describeSendEnd(draft)).toEqual({
      title: '“Weekly update” was sent',
      body: 'It went to all 3 targets.',
    })
    useTargetRun.setState({ cells: { w1: {}, w2: { a: { state: 'failed', error } }, w3: {} } })
    expect(describeSendEnd(draft)).toEqual({
      title: '“Weekly update” did not reach 1 of 3 targets',
      body: 'Open Herald to see which, and retry the failed ones.',
    })
    useTargetRun.setState({ cells: { w1: { a: { state: 'held', why: 'cancelled' } }, w2: {} } })
    expect(describeSendEnd(draft)?.body).toBe('The run was stopped before everything went.')
  })
})
