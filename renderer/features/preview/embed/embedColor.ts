/** An embed's `color` integer as CSS; undefined (no colour) leaves the theme's default grey bar. */
export function embedColor(color: unknown): string | undefined {
  if (typeof color !== 'number' || !Number.isInteger(color) || color < 0 || color > 0xffffff) return undefined
  return `#${color.toString(16).padStart(6, '0')}`
}
