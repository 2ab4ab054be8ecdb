export { InteropService, type InteropDeps } from './interopService'
export { createInteropHandlers, type InteropHandlers } from './handlers'
