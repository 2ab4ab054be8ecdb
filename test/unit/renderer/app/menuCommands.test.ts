import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

const { runMenuCommand } = await import('@renderer/app/menuCommands')
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
