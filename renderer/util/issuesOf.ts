import type { Issue, RpcErrorData } from '@shared/rpc'

/** The per-field problems an error carries: only invalid input and Discord's 400s have any. */
export function issuesOf(error: RpcErrorData): readonly Issue[] {
  return error.kind === 'invalidInput' || error.kind === 'discord' ? error.issues : []
}
