import { createContext, useContext } from 'react'
import type { PreviewFile, PreviewNames } from './types'

/** Mention names; read only by mention chips, so a new names object re-renders only them. */
export const NamesContext = createContext<PreviewNames>({})

/** The message's files, for `attachment://` references in embeds. */
export const FilesContext = createContext<PreviewFile[]>([])

/** Inside a hidden spoiler, links are inert text until it is revealed. */
export const ConcealedContext = createContext(false)

export const useNames = () => useContext(NamesContext)
