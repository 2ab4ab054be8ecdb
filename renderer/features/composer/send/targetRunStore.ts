import { create } from 'zustand'
import type { Cells } from './targetCells'

/** The run to several targets under way or last ended, for one draft (this session only). */
export type TargetRun = {
  draftId: string | undefined
  running: boolean
  /** Cancel was pressed: nothing more starts; what is in flight is asked to stop. */
  cancelled: boolean
  cells: Cells
}

export const useTargetRun = create<TargetRun>()(() => ({
  draftId: undefined,
  running: false,
  cancelled: false,
  cells: {},
}))

/** Changes the cells of the run, when it is still the run of `draftId`. */
export function updateCells(draftId: string, change: (cells: Cells) => Cells): void {
  const run = useTargetRun.getState()
  if (run.draftId === draftId) useTargetRun.setState({ cells: change(run.cells) })
}
