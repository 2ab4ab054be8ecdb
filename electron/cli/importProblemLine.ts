import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'
import type { Say } from './say'
import { withParts } from './say'

type Problem = {
  severity: 'error' | 'warning'
  pathText: string
  message: string
  phrase?: Said['phrase']
  /** Where it is, in words of its own when it is a draft's message ("Name › message 2"). */
  pathPhrase?: Said['phrase']
}

/** One problem an import found, as `herald import` and `herald send` print it on standard error. */
export function importProblemLine(problem: Problem, say: Say): string {
  const { pathText: path, message: reason } = problem
  const error = problem.severity === 'error'
  let line: Said
  if (path)
    line = error
      ? said('cli2.import.errorAt', `error: ${path}: ${reason}`, { path, reason })
      : said('cli2.import.warningAt', `warning: ${path}: ${reason}`, { path, reason })
  else
    line = error
      ? said('cli2.import.error', `error: ${reason}`, { reason })
      : said('cli2.import.warning', `warning: ${reason}`, { reason })
  const where = { message: path, phrase: problem.pathPhrase }
  return `herald: ${say(withParts(line, { reason: problem, path: where }))}\n`
}
