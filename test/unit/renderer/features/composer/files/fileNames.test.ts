import { describe, expect, it } from 'vitest'
import {
  extensionOf,
  isEmbeddable,
  sensibleName,
  uniqueName,
} from '@renderer/features/composer/files/fileNames'

describe('file names', () => {
  it('reads extensions', () => {
    expect(extensionOf('photo.PNG')).toBe('png')
    expect(extensionOf('archive.tar.gz')).toBe('gz')
    expect(extensionOf('.env')).toBe('')
    expect(extensionOf('README')).toBe('')
    expect(extensionOf('trailing.')).toBe('')
  })

  it('knows which files an embed can show', () => {
    expect(isEmbeddable('a.jpeg')).toBe(true)
    expect(isEmbeddable('a.webp')).toBe(true)
    expect(isEmbeddable('a.svg')).toBe(false)
    expect(isEmbeddable('a.pdf')).toBe(false)
  })

  it('keeps the extension when a rename drops it', () => {
    expect(sensibleName('launch banner', 'IMG_0001.png')).toBe('launch banner.png')
    expect(sensibleName('banner.', 'a.png')).toBe('banner.png')
    expect(sensibleName('banner.jpg', 'a.png')).toBe('banner.jpg')
    expect(sensibleName('notes', 'README')).toBe('notes')
  })

  it('removes folders and control characters, and keeps the old name for an empty one', () => {
    expect(sensibleName('../../etc/passwd', 'a.txt')).toBe('....etcpasswd')
    expect(sensibleName('notes/final\\v2', 'a.txt')).toBe('notesfinalv2.txt')
    expect(sensibleName('a\u0000b.png', 'x.png')).toBe('ab.png')
    expect(sensibleName('   ', 'x.png')).toBe('x.png')
    expect(sensibleName('..', 'x.png')).toBe('x.png')
  })

  it('makes names unique within a message, whatever the case', () => {
    expect(uniqueName('image.png', [])).toBe('image.png')
    expect(uniqueName('image.png', ['IMAGE.png'])).toBe('image-2.png')
    expect(uniqueName('image.png', ['image.png', 'image-2.png'])).toBe('image-3.png')
    expect(uniqueName('notes', ['notes'])).toBe('notes-2')
  })
})
