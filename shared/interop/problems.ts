import { formatPath } from '../discord/problems'
import type { ImportProblem } from './types'

type Path = (string | number)[]

/** Collects problems while an import walks the input. */
export class ProblemLog {
  readonly list: ImportProblem[] = []

  add(path: Path, code: string, message: string, severity: ImportProblem['severity'] = 'error'): void {
    this.list.push({ path, pathText: formatPath(path), message, code, severity })
  }
}
