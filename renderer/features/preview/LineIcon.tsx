type LineIconProps = {
  /** The path on a 24-unit grid. */
  d: string
  size: number
  strokeWidth: number
  linecap?: 'round'
  linejoin?: 'round'
}

/** A decorative line icon in the text's colour; what it stands for is said beside it (or by its parent). */
export function LineIcon({ d, size, strokeWidth, linecap, linejoin }: LineIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={linecap}
        strokeLinejoin={linejoin}
      />
    </svg>
  )
}
