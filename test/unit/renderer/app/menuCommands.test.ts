import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

const { draftCommandOf, runMenuCommand } = await import('@renderer/app/menuCommands')
const { useNavigationStore } = await import('@renderer/store/navigation/store')
const { useDraftsBarDialog } = await import('@renderer/features/composer/drafts/dialogState')
const { useDraftsStore } = await import('@renderer/store/drafts/store')

beforeEach(() => {
  useNavigationStore.setState({ current: 'history' })
  useDraftsBarDialog.setState({ dialog: undefined })
})

describe('menu commands in the page', () => {
  it("open the drafts bar's Import and Export dialogs on the composer", () => {
    runMenuCommand('import')
    expect(useNavigationStore.getState().current).toBe('composer')
    expect(useDraftsBarDialog.getState().dialog).toBe('import')
    runMenuCommand('export')
    expect(useDraftsBarDialog.getState().dialog).toBe('export')
  })

  it('open the rename, delete and template dialogs, and duplicate the open draft', () => {
    for (const [command, dialog] of [
      ['renameDraft', 'rename'],
      ['deleteDraft', 'delete'],
      ['saveTemplate', 'saveTemplate'],
      ['newFromTemplate', 'newFromTemplate'],
    ] as const) {
      useNavigationStore.setState({ current: 'history' })
      runMenuCommand(command)
      expect(useNavigationStore.getState().current).toBe('composer')
      expect(useDraftsBarDialog.getState().dialog).toBe(dialog)
    }
    const duplicate = vi.fn(async () => true)
    const draft = { id: 'abcdefgh12345678' } as never
    useDraftsStore.setState({ duplicate, draft })
    runMenuCommand('duplicateDraft')
    expect(duplicate).toHaveBeenCalledWith('abcdefgh12345678')
  })

  it('start a new draft (reusing an untouched empty one) on the composer, and go to Settings', () => {
    const startNew = vi.fn(async () => undefined)
    useDraftsStore.setState({ startNew })
    runMenuCommand('newDraft')
    expect(startNew).toHaveBeenCalledTimes(1)
    expect(useNavigationStore.getState().current).toBe('composer')
    runMenuCommand('settings')
    expect(useNavigationStore.getState().current).toBe('settings')
  })
})

describe('draft shortcuts in the browser host', () => {
  const press = (key: string, more: Partial<KeyboardEvent> = {}) =>
    ({
      key,
      code: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...more,
    }) as KeyboardEvent

  it('look for an open dialog only for a draft shortcut, never for a typed key (issue 23)', () => {
    // The query walks the whole page: on a large draft it cost half a millisecond of every keystroke.
    const querySelector = vi.fn(() => null)
    vi.stubGlobal('document', { querySelector })
    try {
      expect(draftCommandOf(press('a'), false)).toBeUndefined()
      expect(draftCommandOf(press('Backspace'), false)).toBeUndefined()
      expect(querySelector).not.toHaveBeenCalled()
      expect(draftCommandOf(press('e', { ctrlKey: true, altKey: true }), false)).toBe('export')
      expect(querySelector).toHaveBeenCalledWith('dialog[open]')
      // An open dialog owns the keys.
      querySelector.mockReturnValue({} as never)
      expect(draftCommandOf(press('e', { ctrlKey: true, altKey: true }), false)).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
