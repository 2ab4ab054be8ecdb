import { findProblems, type MeasureOptions } from './measure'
import { messageEditFieldsSchema, messageFieldsSchema, type Message, type MessageEdit } from './message'
import type { Problem } from './problems'

export type ValidationResult<T> = { ok: true; message: T } | { ok: false; problems: Problem[] }

/** Checks an Execute Webhook body against every rule Herald knows; the CLI's `herald validate`. */
export function validateMessage(
  input: unknown,
  options: Omit<MeasureOptions, 'kind'> = {},
): ValidationResult<Message> {
  const problems = findProblems(input, { ...options, kind: 'execute' })
  if (problems.length > 0) return { ok: false, problems }
  // Problems are empty, so the field schema parses; it also strips fields Discord does not take.
  return { ok: true, message: messageFieldsSchema.parse(input) }
}

/** Checks an Edit Webhook Message body. */
export function validateMessageEdit(
  input: unknown,
  options: Omit<MeasureOptions, 'kind'> = {},
): ValidationResult<MessageEdit> {
  const problems = findProblems(input, { ...options, kind: 'edit' })
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, message: messageEditFieldsSchema.parse(input) }
}
