import { useEffect, useRef } from 'react'

/** Ctrl+Enter (Cmd+Enter on a Mac) anywhere in the composer presses Send. */
export function useSendShortcut(onSend: () => void): void {
  const latest = useRef(onSend)
  useEffect(() => {
    latest.current = onSend
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      const target = event.target instanceof Element ? event.target : null
      if (!target?.closest('.composer') || target.closest('[role="dialog"]')) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
