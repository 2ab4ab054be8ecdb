export { StatusAim } from './StatusAim'
