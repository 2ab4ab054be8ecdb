import { formatPath } from '../discord/problems'
import type { Said } from '../rpc/errors'
import type { DroppedPart, ImportProblem } from './types'

type Path = (string | number)[]

/** Collects problems while an import walks the input, each as English and a phrase (issue 25). */
export class ProblemLog {
  readonly list: ImportProblem[] = []
  readonly dropped: DroppedPart[] = []

  add(path: Path, code: string, sentence: Said, severity: ImportProblem['severity'] = 'error'): void {
    const { message, phrase } = sentence
    this.list.push({ path, pathText: formatPath(path), message, phrase, code, severity })
  }

  /** A part of the input left out on purpose because Discord does not take it (listed, not a problem). */
  drop(path: Path, sentence: Said): void {
    const { message, phrase } = sentence
    this.dropped.push({ path, pathText: formatPath(path), message, phrase })
  }
}
