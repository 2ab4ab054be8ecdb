import { checkMessage, type MeasureOptions } from './measure'
import type { Message, MessageEdit } from './message'
import type { Problem } from './problems'

export type ValidationResult<T> = { ok: true; message: T } | { ok: false; problems: Problem[] }

/** Checks an Execute Webhook body against every rule Herald knows; the CLI's `herald validate`. */
export function validateMessage(
  input: unknown,
  options: Omit<MeasureOptions, 'kind'> = {},
): ValidationResult<Message> {
  const { problems, parsed } = checkMessage(input, { ...options, kind: 'execute' })
  if (problems.length > 0) return { ok: false, problems }
  // No problems, so the field schema parsed it (once); its output strips fields Discord does not take.
  return { ok: true, message: parsed as Message }
}

/** Checks an Edit Webhook Message body. */
export function validateMessageEdit(
  input: unknown,
  options: Omit<MeasureOptions, 'kind'> = {},
): ValidationResult<MessageEdit> {
  const { problems, parsed } = checkMessage(input, { ...options, kind: 'edit' })
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, message: parsed as MessageEdit }
}
