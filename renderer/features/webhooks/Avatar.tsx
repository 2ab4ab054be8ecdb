/**
 * A monogram for a webhook or bot. Discord's CDN avatars are not loaded: the page's Content Security
 * Policy allows images from Herald itself only, so nothing is fetched from the network by the page.
 */
export function Avatar({ name, id, custom = false }: { name: string; id: string; custom?: boolean }) {
  const letter = [...name.trim()][0]?.toUpperCase() ?? '#'
  const hue = Number(id.slice(-2)) % 6
  return (
    <span
      className={`avatar avatar--c${hue}`}
      aria-hidden="true"
      title={custom ? 'Has a custom avatar on Discord' : undefined}
    >
      {letter}
    </span>
  )
}
