import { describe, expect, it } from 'vitest'
import { placeFields } from '@renderer/features/preview/embed/fieldGrid'

const columns = (inline: boolean[], thumbnail = false) =>
  placeFields(inline, thumbnail).map((place) => `${place.row}:${place.gridColumn}`)

describe('embed fields: Discord 12-column grid', () => {
  it('puts up to three inline fields in a row, each a third of the width', () => {
    expect(columns([true, true, true])).toEqual(['1:1 / 5', '1:5 / 9', '1:9 / 13'])
  })

  it('starts a new row after three inline fields', () => {
    expect(columns([true, true, true, true])).toEqual(['1:1 / 5', '1:5 / 9', '1:9 / 13', '2:1 / 13'])
  })

  it('splits two inline fields in halves and gives a lone inline field the whole row', () => {
    expect(columns([true, true])).toEqual(['1:1 / 7', '1:7 / 13'])
    expect(columns([true])).toEqual(['1:1 / 13'])
  })

  it('breaks the row at a field that is not inline, which takes a whole row', () => {
    expect(columns([true, false, true, true])).toEqual(['1:1 / 13', '2:1 / 13', '3:1 / 7', '3:7 / 13'])
  })

  it('allows two inline fields per row beside a thumbnail', () => {
    expect(columns([true, true, true], true)).toEqual(['1:1 / 7', '1:7 / 13', '2:1 / 13'])
  })

  it('places 25 inline fields in nine rows', () => {
    const placed = placeFields(Array<boolean>(25).fill(true), false)
    expect(placed[24]).toEqual({ row: 9, gridColumn: '1 / 13' })
    expect(placed[23]).toEqual({ row: 8, gridColumn: '9 / 13' })
  })
})
