import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const call = vi.fn(async () => ({ shown: true }))
const connection = { kind: 'electron' as 'electron' | 'browser', api: { call, on: vi.fn() } }
vi.mock('@renderer/api', () => ({ connection }))

const { LONG_TASK_MS, notifyIfLong, notifyWhenUnfocused } = await import('@renderer/util/notify')

let focused = false
const shownInBrowser: unknown[][] = []
class WebNotification {
  static permission = 'granted'
  constructor(...args: unknown[]) {
    shownInBrowser.push(args)
  }
}

beforeEach(() => {
  call.mockClear()
  shownInBrowser.length = 0
  focused = false
  connection.kind = 'electron'
  vi.stubGlobal('document', { hasFocus: () => focused })
  vi.stubGlobal('Notification', WebNotification)
})
afterEach(() => vi.unstubAllGlobals())

describe('notifyWhenUnfocused', () => {
  it('asks the Electron shell for a system notification while the page is not focused', async () => {
    await notifyWhenUnfocused('“Weekly” was sent', 'The message is posted.')
    expect(call).toHaveBeenCalledWith('app.notify', {
      title: '“Weekly” was sent',
      body: 'The message is posted.',
    })
    expect(shownInBrowser).toEqual([])
  })

  it('does nothing while the page has the focus', async () => {
    focused = true
    await notifyWhenUnfocused('Sent', '')
    expect(call).not.toHaveBeenCalled()
    expect(shownInBrowser).toEqual([])
  })

  it('uses a Web Notification in the browser only when the page already has the permission', async () => {
    connection.kind = 'browser'
    await notifyWhenUnfocused('Sent', 'The message is posted.')
    expect(shownInBrowser).toEqual([['Sent', { body: 'The message is posted.' }]])
    WebNotification.permission = 'default'
    await notifyWhenUnfocused('Sent', 'again')
    WebNotification.permission = 'granted'
    expect(shownInBrowser).toHaveLength(1)
    expect(call).not.toHaveBeenCalled()
  })

  it('keeps the text within what the contract takes', async () => {
    await notifyWhenUnfocused('t'.repeat(150), 'b'.repeat(400))
    expect(call).toHaveBeenCalledWith('app.notify', { title: 't'.repeat(100), body: 'b'.repeat(300) })
  })
})

describe('notifyIfLong', () => {
  it('notifies after work that took the threshold or longer, with what the work left behind', async () => {
    let clock = 0
    let result = 'before'
    const describeEnd = vi.fn(() => ({ title: 'Done', body: result }))
    await notifyIfLong(
      async () => {
        clock += LONG_TASK_MS
        result = 'after'
      },
      describeEnd,
      LONG_TASK_MS,
      () => clock,
    )
    expect(call).toHaveBeenCalledWith('app.notify', { title: 'Done', body: 'after' })
  })

  it('stays quiet after quick work unless the threshold is 0, and when describe has nothing to say', async () => {
    let clock = 0
    const quick = async () => {
      clock += LONG_TASK_MS - 1
    }
    const describeEnd = vi.fn(() => ({ title: 'Done', body: '' }))
    await notifyIfLong(quick, describeEnd, LONG_TASK_MS, () => clock)
    expect(describeEnd).not.toHaveBeenCalled()
    await notifyIfLong(quick, describeEnd, 0, () => clock)
    expect(call).toHaveBeenCalledTimes(1)
    await notifyIfLong(
      quick,
      () => undefined,
      0,
      () => clock,
    )
    expect(call).toHaveBeenCalledTimes(1)
  })
})
