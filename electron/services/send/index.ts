export { createSendHandlers } from './handlers'
export type { SendDeps, SendHandlers, SentRecord } from './handlers'
export { resolveUrlTarget } from './resolveUrlTarget'
export type { ResolvedTarget } from './resolveUrlTarget'
