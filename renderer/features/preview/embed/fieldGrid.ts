/**
 * Discord lays embed fields on a 12-column grid. Consecutive inline fields share a row, three at most
 * (two when the embed has a thumbnail, which takes the right-hand side); each of n fields in a row spans
 * 12 / n columns. A field that is not inline takes a whole row and ends the row before it.
 */
export type FieldPlacement = { row: number; gridColumn: string }

const COLUMNS = 12

export function placeFields(inline: boolean[], hasThumbnail: boolean): FieldPlacement[] {
  const perRow = hasThumbnail ? 2 : 3
  const rows: number[][] = []
  let current: number[] = []
  inline.forEach((isInline, index) => {
    if (!isInline) {
      if (current.length) rows.push(current)
      rows.push([index])
      current = []
      return
    }
    current.push(index)
    if (current.length === perRow) {
      rows.push(current)
      current = []
    }
  })
  if (current.length) rows.push(current)

  const placements: FieldPlacement[] = []
  rows.forEach((members, row) => {
    const span = COLUMNS / members.length
    members.forEach((fieldIndex, position) => {
      const start = 1 + position * span
      placements[fieldIndex] = { row: row + 1, gridColumn: `${start} / ${start + span}` }
    })
  })
  return placements
}
