/** The sign that marks a problem beside its words (decoration: the words say it). */
export function ProblemMark() {
  return (
    <span className="problem-mark" aria-hidden="true">
      !
    </span>
  )
}
