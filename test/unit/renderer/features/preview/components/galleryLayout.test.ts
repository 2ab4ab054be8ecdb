import { describe, expect, it } from 'vitest'
import { galleryLayout } from '@renderer/features/preview/components/galleryLayout'

/** Rows as the number of tiles in each, read back from the grid placement. */
function rows(count: number): number[] {
  const tiles = galleryLayout(count)
  const byRow = new Map<number, number>()
  for (const tile of tiles) byRow.set(tile.row, (byRow.get(tile.row) ?? 0) + 1)
  return [...byRow.values()]
}

describe('galleryLayout', () => {
  it("tiles 1–10 items in Discord's rows", () => {
    expect(rows(1)).toEqual([1])
    expect(rows(2)).toEqual([2])
    expect(rows(4)).toEqual([2, 2])
    expect(rows(5)).toEqual([2, 3])
    expect(rows(6)).toEqual([3, 3])
    expect(rows(7)).toEqual([1, 3, 3])
    expect(rows(8)).toEqual([2, 3, 3])
    expect(rows(9)).toEqual([3, 3, 3])
    expect(rows(10)).toEqual([1, 3, 3, 3])
  })

  it('gives three items one large tile beside two stacked ones', () => {
    expect(galleryLayout(3)).toEqual([
      { column: 1, span: 4, row: 1, rowSpan: 2 },
      { column: 5, span: 2, row: 1, rowSpan: 1 },
      { column: 5, span: 2, row: 2, rowSpan: 1 },
    ])
  })

  it('fills each row of the six-column grid exactly, and has a tile per item', () => {
    for (let n = 1; n <= 10; n++) {
      const tiles = galleryLayout(n)
      expect(tiles).toHaveLength(n)
      const widths = new Map<number, number>()
      for (const tile of tiles) widths.set(tile.row, (widths.get(tile.row) ?? 0) + tile.span)
      if (n !== 3) expect([...widths.values()].every((w) => w === 6)).toBe(true)
    }
    expect(galleryLayout(0)).toEqual([])
    expect(galleryLayout(12)).toHaveLength(10)
  })
})
