export { createSendHandlers } from './handlers'
export type {
  EngineEditInput,
  EngineSendInput,
  SendDeps,
  SendEngine,
  SendHandlers,
  SentRecord,
} from './handlers'
export { resolveUrlTarget } from './resolveUrlTarget'
export type { ResolvedTarget } from './resolveUrlTarget'
