// Pure changes to the draft document: each takes a draft and returns a new one, never mutating.
export * from './message'
export * from './embeds'
export * from './files'
export * from './reference'
export * from './components'
export { moveItem, isRecord, recordsOf, type Json } from './data'
export * from './messages'
