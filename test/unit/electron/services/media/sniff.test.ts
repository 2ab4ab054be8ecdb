import { describe, expect, it } from 'vitest'
import { sniffImageType } from '@services/media/sniff'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  )

describe('sniffImageType', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif')],
  ])('reads %s from the magic number', (type, data) => {
    expect(sniffImageType(data)).toBe(type)
  })

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', bytes('<!doctype html><html>')],
    ['an MP4 video', bytes([0, 0, 0, 0x1c], 'ftypisom')],
    ['nothing', bytes()],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeUndefined()
  })
})
