// Small line icons for the embed and field buttons; the buttons carry the names, these are decoration.

const PATHS = {
  up: 'M8 13V3M3.5 7.5 8 3l4.5 4.5',
  down: 'M8 3v10M3.5 8.5 8 13l4.5-4.5',
  copy: 'M5.5 5.5h7v7h-7zM3.5 10.5v-7h7',
  remove: 'M4 4l8 8M12 4l-8 8',
  edit: 'M10 3.5l2.5 2.5L6 12.5H3.5V10z',
  grip: 'M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className={`icon icon--${name}`}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'grip' ? 2.6 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
