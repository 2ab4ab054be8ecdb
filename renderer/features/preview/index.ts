/** The Discord message preview, shared by the composer and History. */
export { MessagePreview } from './MessagePreview'
export { libraryNames } from './libraryNames'
export type { MessagePreviewProps, PreviewFile, PreviewNames, PreviewTheme, PreviewDensity } from './types'
export { WebImageContext } from './webImage'
export type { WebImageSource } from './webImage'
