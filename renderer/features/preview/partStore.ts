import { createContext } from 'react'

/**
 * Which part is focused, and who hears a click on one, kept outside React state: when the focused part
 * changes only the two parts concerned re-render, and a new onSelectPart function (a parent's inline
 * arrow) re-renders nothing.
 */
export class PartStore {
  private focused: string | undefined
  private handler: ((part: string) => void) | undefined
  private readonly listeners = new Set<() => void>()

  setHandler(handler: ((part: string) => void) | undefined) {
    this.handler = handler
  }

  setFocused(part: string | undefined) {
    if (part === this.focused) return
    this.focused = part
    for (const listener of this.listeners) listener()
  }

  isFocused(part: string): boolean {
    return this.focused === part
  }

  select(part: string) {
    this.handler?.(part)
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
}

export const PartContext = createContext<PartStore>(new PartStore())
