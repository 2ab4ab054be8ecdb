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

  it('create a draft on the composer, and go to Settings', () => {
    const create = vi.fn(async () => undefined)
    useDraftsStore.setState({ create })
    runMenuCommand('newDraft')
    expect(create).toHaveBeenCalledTimes(1)
    expect(useNavigationStore.getState().current).toBe('composer')
    runMenuCommand('settings')
    expect(useNavigationStore.getState().current).toBe('settings')
  })
})
