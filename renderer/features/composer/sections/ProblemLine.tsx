/** A collapsed part's problems on its summary line: a mark, then the words (cut with an ellipsis). */
export function ProblemLine({ text }: { text: string }) {
  return (
    <span className="section-card__problem">
      <span className="problem-mark" aria-hidden="true">
        !
      </span>
      <span className="section-card__problem-text">{text}</span>
    </span>
  )
}
