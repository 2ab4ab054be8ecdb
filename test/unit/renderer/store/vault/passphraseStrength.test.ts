import { describe, expect, it } from 'vitest'
import { passphraseStrength } from '@renderer/store/vault/passphraseStrength'

describe('passphrase strength hint', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passphraseStrength('').level).toBe(0)
    expect(passphraseStrength('Ab1!xyz').level).toBe(0)
  })

  it('rates length and several unrelated words above variety', () => {
    expect(passphraseStrength('abcdefgh').level).toBe(1)
    expect(passphraseStrength('abcdefghijklmn').level).toBe(2)
    expect(passphraseStrength('quiet harbour lantern moss').level).toBe(3)
  })

  it('caps passphrases built on words attackers try first', () => {
    expect(passphraseStrength('password-password-password').level).toBe(1)
    expect(passphraseStrength('aaaaaaaaaaaaaaaaaaaaaa').level).toBe(1)
  })
})
