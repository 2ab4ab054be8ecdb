import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { connection } from '../api'
import { WebImageContext } from '../features/preview'
import { preferencesSelectors, usePreferencesStore } from '../store/preferences/store'

/** Hands every preview the services' image pipe and the "Show web images in the preview" setting. */
export function WebImages({ children }: { children: ReactNode }) {
  const show = usePreferencesStore(preferencesSelectors.previewWebImages)
  const value = useMemo(
    () => (connection.kind === 'none' ? undefined : { show, load: connection.media.load }),
    [show],
  )
  return <WebImageContext value={value}>{children}</WebImageContext>
}
