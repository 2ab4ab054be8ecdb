import { describe, expect, it } from 'vitest'
import { countSecrets, findSecrets } from '../../support/secretScan'

// The scanner must be able to fail: each encoding of a secret, hidden inside other text, is found.
const secret = 'Ab3-_9 "quoted" \\ /path?x=1&y=ü'
const secrets = { token: secret }

describe('secretScan', () => {
  it('finds nothing in clean text', () => {
    expect(countSecrets(secrets, { log: 'nothing to see', file: Buffer.from('{"token":"••••"}') })).toBe(0)
  })

  it('finds the plain, JSON-escaped, URL-encoded and hex forms inside other text', () => {
    const places = {
      plain: `before ${secret} after`,
      json: JSON.stringify({ note: secret }),
      url: `https://x.example/?q=${encodeURIComponent(secret)}`,
      hex: `0x${Buffer.from(secret).toString('hex')}00`,
      hexUpper: Buffer.from(secret).toString('hex').toUpperCase(),
    }
    expect(findSecrets(secrets, places).map((f) => f.place)).toEqual(Object.keys(places))
  })

  it('finds base64 and base64url at every alignment inside a longer blob, and raw bytes in a binary file', () => {
    for (const prefix of ['', 'a', 'ab', 'abc']) {
      const bytes = Buffer.from(`${prefix}${secret}tail`)
      expect(countSecrets(secrets, { b64: bytes.toString('base64'), url: bytes.toString('base64url') })).toBe(
        2,
      )
    }
    const binary = Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(secret), Buffer.from([7])])
    expect(findSecrets(secrets, { 'data.bin': binary })).toEqual([
      { place: 'data.bin', secret: 'token', form: 'plain' },
    ])
  })
})
