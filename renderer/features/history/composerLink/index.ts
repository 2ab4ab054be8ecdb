export { EditBanner } from './EditBanner'
export { EditDiffDialog } from './EditDiffDialog'
export { EditOutcome } from './EditOutcome'
export { useComposerLink } from './useComposerLink'
