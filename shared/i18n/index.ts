export * from './locale'
export * from './format'
export * from './translate'
export { loadCatalogue } from './catalogues'
