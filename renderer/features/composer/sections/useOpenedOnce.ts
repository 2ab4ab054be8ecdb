import { useState } from 'react'

/**
 * Whether a collapsible body has been open since it was mounted. A part that starts collapsed (as kept
 * from the last visit) mounts nothing until opened, which keeps a long draft light; once opened it stays
 * mounted while collapsed (hidden), because its boxes may hold text the draft has not taken yet (a list
 * of ids being typed, a colour that is not one yet, which holds Send), and unmounting would lose it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  // React's "adjust state while rendering": no effect and no second commit.
  if (open && !opened) setOpened(true)
  return opened || open
}
