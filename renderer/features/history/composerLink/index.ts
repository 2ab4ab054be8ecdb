export { EditBanner } from './EditBanner'
export { EditDiffDialog } from './EditDiffDialog'
