// Public API of the shared Discord payload layer: schemas, limits, counting, URLs and ids.
export * from './limits'
export {
  countCodePoints,
  countEmbedText,
  trimDiscord,
  isHttpUrl,
  checkLinkUrl,
  isAttachmentUrl,
  attachmentName,
  isIsoTimestamp,
} from './text'
export { isSnowflake, snowflakeToDate, dateToSnowflake, snowflakeSchema, DISCORD_EPOCH_MS } from './snowflake'
export * from './embed'
export * from './allowedMentions'
export { componentSchema, type Component, V2_COMPONENT_TYPES, isInteractiveComponent } from './components'
export {
  actionRowSchema,
  buttonSchema,
  selectSchema,
  type ActionRow,
  type Button,
  type Select,
} from './componentsLegacy'
export {
  containerSchema,
  fileComponentSchema,
  mediaGallerySchema,
  sectionSchema,
  separatorSchema,
  textDisplaySchema,
  thumbnailSchema,
  type TextDisplay,
} from './componentsV2'
export * from './attachment'
export * from './poll'
export * from './message'
export { webhookCreateSchema, webhookNameProblem, type WebhookCreate } from './webhook'
export * from './linkedRoles'
export type { MessageRuleOptions } from './messageRules'
export type { Problem } from './problems'
export { formatPath } from './problems'
export {
  measure,
  type Measurement,
  type MeasureOptions,
  type Counter,
  type EmbedMeasurement,
} from './measure'
export { validateMessage, validateMessageEdit, type ValidationResult } from './validate'
export * from './urls'
