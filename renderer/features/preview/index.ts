/** The Discord message preview, shared by the composer and History. */
export { MessagePreview } from './MessagePreview'
export { libraryNames } from './libraryNames'
export type { MessagePreviewProps, PreviewFile, PreviewNames, PreviewTheme, PreviewDensity } from './types'
