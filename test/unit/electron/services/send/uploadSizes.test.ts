import { describe, expect, it } from 'vitest'
import { uploadSizeIssues } from '@services/send/uploadSizes'

const MIB = 1024 * 1024

describe('uploadSizeIssues', () => {
  it('accepts a file of exactly the limit and refuses one byte more, naming the file', () => {
    expect(uploadSizeIssues([{ name: 'a.png', bytes: 10 * MIB }], 10, 'saved')).toEqual([])
    const issues = uploadSizeIssues(
      [
        { name: 'ok.txt', bytes: 10 },
        { name: 'banner.png', bytes: 10 * MIB + 1 },
      ],
      10,
      'saved',
    )
    expect(issues).toEqual([
      {
        path: 'files[1]',
        message:
          'banner.png is 10.1 MiB; this webhook’s server accepts files up to 10 MiB. Raise the webhook’s upload limit if the server is boosted.',
      },
    ])
  })

  it('points a pasted URL at the default limit in Settings', () => {
    const [issue] = uploadSizeIssues([{ name: 'big.mp4', bytes: 12.3 * MIB }], 10, 'url')
    expect(issue?.message).toBe(
      'big.mp4 is 12.3 MiB; this webhook’s server accepts files up to 10 MiB. Raise the default upload limit in Settings if the server is boosted.',
    )
  })

  it('checks the 25 MiB request total even when each file fits, and without a known limit', () => {
    const files = [
      { name: 'a.bin', bytes: 20 * MIB },
      { name: 'b.bin', bytes: 6 * MIB },
    ]
    expect(uploadSizeIssues(files, 10 + 10, 'saved')).toEqual([
      { path: 'files', message: 'The files add up to 26 MiB; Discord accepts at most 25 MiB per message.' },
    ])
    expect(uploadSizeIssues(files, undefined, 'url').map((issue) => issue.path)).toEqual(['files'])
    expect(uploadSizeIssues([{ name: 'c.bin', bytes: 25 * MIB }], undefined, 'url')).toEqual([])
  })

  it('lets a boosted server take a file above 25 MiB, capping the request at its own limit', () => {
    expect(uploadSizeIssues([{ name: 'trailer.mp4', bytes: 60 * MIB }], 100, 'saved')).toEqual([])
    const files = [
      { name: 'trailer.mp4', bytes: 60 * MIB },
      { name: 'extras.zip', bytes: 41 * MIB },
    ]
    expect(uploadSizeIssues(files, 100, 'saved')).toEqual([
      { path: 'files', message: 'The files add up to 101 MiB; Discord accepts at most 100 MiB per message.' },
    ])
  })
})
