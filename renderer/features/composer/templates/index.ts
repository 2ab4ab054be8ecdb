export { TemplatesMenu } from './TemplatesMenu'
