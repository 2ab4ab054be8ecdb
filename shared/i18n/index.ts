// The formatting runtime (./translate) is not re-exported: loadTranslator loads it on demand, and Node
// code that wants it at once imports '@shared/i18n/translate'.
export * from './locale'
export * from './format'
export type { Catalogue, MessageKey, MessageValues, Translate } from './translate'
export * from './phrase'
export { idsAsText, loadCatalogue, loadTranslator } from './catalogues'
