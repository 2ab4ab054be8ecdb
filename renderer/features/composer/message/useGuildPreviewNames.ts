import { useMemo } from 'react'
import type { PreviewNames } from '../../preview'
import { useGuildDirectoryStore, useTargetDirectory } from './guildDirectoryStore'
import { previewNamesOf } from './previewNames'

/**
 * The names mentions show in the preview: what a saved bot token of the target webhook's server read
 * (roles with their colours, channels) and the members found this session, over the library's own
 * channel names. Discord's names win: they are what the message will show there.
 */
export function useGuildPreviewNames(library: PreviewNames): PreviewNames {
  const { directory } = useTargetDirectory()
  const members = useGuildDirectoryStore((state) => state.members)
  return useMemo(() => previewNamesOf(library, directory, members), [library, directory, members])
}
