import { controlId } from '../controlId'

/** The problem list's path for a control of target `target` (its card: 'webhook'; its thread's parts). */
export function targetPath(target: number, part: string): string {
  return `targets.${target}.${part}`
}

/** The DOM id of a control of target `target`, under the message on screen (controlId's scheme). */
export function targetControlId(message: number, target: number, part: string): string {
  return controlId(message, targetPath(target, part))
}
