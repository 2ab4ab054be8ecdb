import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { currentTranslator } from '../i18n/current'
import { saidText } from '@shared/rpc/saidText'
import { issuesOf } from './issuesOf'

/**
 * Puts each problem the services found next to the field it names (`url`, `label`, `passphrase`), and
 * returns whether any landed, so the caller shows a general notice only for the rest.
 */
export function applyIssues<T extends FieldValues>(
  error: RpcErrorData,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>>,
): boolean {
  let placed = false
  for (const issue of issuesOf(error)) {
    const field = fields[issue.path.split(/[.[]/)[0] ?? '']
    if (field) {
      setError(
        field,
        { type: 'server', message: saidText(currentTranslator(), issue) },
        { shouldFocus: !placed },
      )
      placed = true
    }
  }
  return placed
}
