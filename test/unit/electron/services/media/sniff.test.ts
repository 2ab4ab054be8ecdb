import { describe, expect, it } from 'vitest'
import { sniffImageType, sniffPlayableType } from '@services/media/sniff'

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

describe('sniffPlayableType', () => {
  it.each([
    ['video/mp4', bytes([0, 0, 0, 0x1c], 'ftypisom')],
    ['video/mp4', bytes([0, 0, 0, 0x20], 'ftypmp42')],
    ['video/quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['audio/mp4', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm')],
    ['audio/ogg', bytes('OggS', [0, 2])],
    ['audio/wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['audio/mpeg', bytes('ID3', [4, 0, 0])],
    ['audio/mpeg', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['audio/flac', bytes('fLaC', [0, 0, 0, 0x22])],
  ])('reads %s from the magic number', (type, data) => {
    expect(sniffPlayableType(data)).toBe(type)
  })

  it.each([
    ['a PNG image', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0])],
    ['an AVIF image', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['a WebP image', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['HTML', bytes('<!doctype html><html>')],
    ['a Matroska file that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(sniffPlayableType(data)).toBeUndefined()
  })
})
