import { formatPath } from '../discord/problems'
import type { DroppedPart, ImportProblem } from './types'

type Path = (string | number)[]

/** Collects problems while an import walks the input. */
export class ProblemLog {
  readonly list: ImportProblem[] = []
  readonly dropped: DroppedPart[] = []

  add(path: Path, code: string, message: string, severity: ImportProblem['severity'] = 'error'): void {
    this.list.push({ path, pathText: formatPath(path), message, code, severity })
  }

  /** A part of the input left out on purpose because Discord does not take it (listed, not a problem). */
  drop(path: Path, message: string): void {
    this.dropped.push({ path, pathText: formatPath(path), message })
  }
}
