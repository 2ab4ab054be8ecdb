/**
 * How Discord tiles a media gallery of 1–10 items: rows of 1, 2 or 3 tiles; three items are one large
 * tile beside two stacked ones. Each tile is placed on a 6-column grid, so rows of 2 and 3 share one
 * grid: a tile of a row of two spans 3 columns, of a row of three 2.
 */
export type GalleryTile = { column: number; span: number; row: number; rowSpan: number }

const ROWS: Record<number, number[]> = {
  1: [1],
  2: [2],
  4: [2, 2],
  5: [2, 3],
  6: [3, 3],
  7: [1, 3, 3],
  8: [2, 3, 3],
  9: [3, 3, 3],
  10: [1, 3, 3, 3],
}

export function galleryLayout(count: number): GalleryTile[] {
  const n = Math.max(0, Math.min(10, Math.trunc(count)))
  if (n === 3) {
    // One tall tile on the left two thirds, two stacked on the right.
    return [
      { column: 1, span: 4, row: 1, rowSpan: 2 },
      { column: 5, span: 2, row: 1, rowSpan: 1 },
      { column: 5, span: 2, row: 2, rowSpan: 1 },
    ]
  }
  const tiles: GalleryTile[] = []
  ;(ROWS[n] ?? []).forEach((size, r) => {
    const span = 6 / size
    for (let i = 0; i < size; i++) tiles.push({ column: 1 + i * span, span, row: r + 1, rowSpan: 1 })
  })
  return tiles
}
