import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createNotifier } from '@main/notifier'
import { scheduleNotice } from '@services/schedules/notice'
import german from '@shared/i18n/compiled/de.json'
import type { Translate } from '@shared/i18n'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'

const sent = { status: 'sent' as const, messageId: '1', channelId: '2', link: null }

class FakeNotification extends EventEmitter {
  static supported = true
  static shown: FakeNotification[] = []
  static isSupported = () => FakeNotification.supported
  constructor(readonly options: { title?: string; body?: string }) {
    super()
  }
  show() {
    FakeNotification.shown.push(this)
  }
}

function fakeWindow(focused: boolean) {
  return {
    focused,
    isDestroyed: () => false,
    isFocused() {
      return this.focused
    },
    isMinimized: () => true,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  }
}

describe('notifier', () => {
  it('shows nothing while the window has the focus', () => {
    FakeNotification.shown = []
    const notify = createNotifier(FakeNotification as never, () => fakeWindow(true) as never)
    expect(notify({ title: 'Sent', body: 'The message is posted.' })).toBe(false)
    expect(FakeNotification.shown).toHaveLength(0)
  })

  it('shows a notification while unfocused, and a click brings the window back', () => {
    FakeNotification.shown = []
    const window = fakeWindow(false)
    const notify = createNotifier(FakeNotification as never, () => window as never)

    expect(notify({ title: '“Weekly” was sent', body: 'All 3 messages are posted.' })).toBe(true)
    const [shown] = FakeNotification.shown
    expect(shown?.options).toEqual({ title: '“Weekly” was sent', body: 'All 3 messages are posted.' })
    expect(window.focus).not.toHaveBeenCalled()

    shown?.emit('click')
    expect(window.restore).toHaveBeenCalledTimes(1)
    expect(window.focus).toHaveBeenCalledTimes(1)
  })

  it('says a schedule’s notice in the app’s language, and in English before a catalogue has loaded', () => {
    FakeNotification.shown = []
    const window = fakeWindow(false)
    const shell: { t?: Translate } = {}
    const notify = createNotifier(
      FakeNotification as never,
      () => window as never,
      () => shell.t,
    )
    const notice = scheduleNotice({ name: 'Launch' }, [{ webhookId: '1', messages: [sent] }])
    notify(notice)
    shell.t = createTranslator('de', german as Catalogue)
    notify(notice)
    expect(FakeNotification.shown.map((shown) => shown.options)).toEqual([
      { title: 'Scheduled send of “Launch” went out', body: 'It went to its target.' },
      { title: '„Launch“ wurde wie geplant gesendet', body: 'Es ging an sein Ziel.' },
    ])
  })

  it('shows nothing without a window or where the system has no notifications', () => {
    FakeNotification.shown = []
    expect(createNotifier(FakeNotification as never, () => undefined)({ title: 't', body: '' })).toBe(false)
    FakeNotification.supported = false
    const window = fakeWindow(false)
    expect(createNotifier(FakeNotification as never, () => window as never)({ title: 't', body: '' })).toBe(
      false,
    )
    FakeNotification.supported = true
    expect(FakeNotification.shown).toHaveLength(0)
  })
})
