import './templates.css'

export { NewFromTemplateDialog } from './NewFromTemplateDialog'
export { SaveTemplateDialog } from './SaveTemplateDialog'
