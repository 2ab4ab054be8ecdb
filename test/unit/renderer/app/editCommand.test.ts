import { describe, expect, it, vi } from 'vitest'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))

const { undoRoute } = await import('@renderer/app/editCommand')

const facts = { editable: false, draftScope: false, codeEditor: false, inDialog: false, composerShown: true }

describe("the Edit menu's Undo and Redo", () => {
  it("use the draft's history in the composer's fields, as Ctrl+Z does there", () => {
    expect(undoRoute({ ...facts, editable: true, draftScope: true })).toBe('draft')
  })

  it("leave a code editor's and another text field's history to them", () => {
    expect(undoRoute({ ...facts, editable: true, codeEditor: true })).toBe('codeEditor')
    expect(undoRoute({ ...facts, editable: true })).toBe('native')
    expect(undoRoute({ ...facts, editable: true, inDialog: true, composerShown: false })).toBe('native')
  })

  it('undo the draft with the focus on no text field while the composer shows, else nothing', () => {
    expect(undoRoute(facts)).toBe('draft')
    expect(undoRoute({ ...facts, draftScope: true })).toBe('draft')
    expect(undoRoute({ ...facts, composerShown: false })).toBe('none')
    expect(undoRoute({ ...facts, inDialog: true })).toBe('none')
  })
})
