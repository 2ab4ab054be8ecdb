import { create } from 'zustand'

/** A colour box left with text that is not a colour: Send waits, as the box says why. */
export type ColourHold = { message: number; path: string; reason: string }

type ColourHolds = {
  /** By the box's DOM id; screen state, gone with the box (its text is then gone too). */
  held: Readonly<Record<string, ColourHold>>
  set(id: string, hold: ColourHold | undefined): void
}

export const useColourHolds = create<ColourHolds>()((set) => ({
  held: {},
  set: (id, hold) =>
    set((state) => {
      const current = state.held[id]
      if (hold === undefined) {
        if (!current) return state
        const { [id]: _released, ...rest } = state.held
        return { held: rest }
      }
      if (current && current.reason === hold.reason && current.path === hold.path) return state
      return { held: { ...state.held, [id]: hold } }
    }),
}))

/** Whether any colour box holds Send now (read outside React, right after a commit). */
export function colourHoldsSend(): boolean {
  return Object.keys(useColourHolds.getState().held).length > 0
}
