import { describe, expect, it } from 'vitest'
import { checkOrigin, checkToken } from '@host/guard'
import { createToken, sameToken } from '@host/token'

const port = 4321

describe('checkOrigin', () => {
  it('accepts our own Host with or without a matching Origin', () => {
    expect(checkOrigin({ host: `127.0.0.1:${port}` }, port)).toBeUndefined()
    expect(
      checkOrigin({ host: `localhost:${port}`, origin: `http://localhost:${port}` }, port),
    ).toBeUndefined()
  })

  it('refuses a foreign Host, as DNS rebinding would send it', () => {
    expect(checkOrigin({ host: `evil.example:${port}` }, port)?.status).toBe(403)
    expect(checkOrigin({ host: `127.0.0.1:${port + 1}` }, port)?.status).toBe(403)
    expect(checkOrigin({}, port)?.status).toBe(403)
  })

  it('refuses a foreign Origin, even with our Host', () => {
    expect(checkOrigin({ host: `127.0.0.1:${port}`, origin: 'https://evil.example' }, port)?.status).toBe(403)
    expect(checkOrigin({ host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` }, port)?.status).toBe(
      403,
    )
    expect(checkOrigin({ host: `127.0.0.1:${port}`, origin: 'null' }, port)?.status).toBe(403)
  })
})

describe('checkToken', () => {
  const token = createToken()

  it('makes a 43-character base64url token from 32 random bytes, new every time', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(createToken()).not.toBe(token)
  })

  it('accepts the exact token and refuses a missing, wrong or truncated one', () => {
    expect(checkToken({ 'x-herald-token': token }, token)).toBeUndefined()
    expect(checkToken({}, token)?.status).toBe(401)
    expect(checkToken({ 'x-herald-token': createToken() }, token)?.status).toBe(401)
    expect(checkToken({ 'x-herald-token': token.slice(1) }, token)?.status).toBe(401)
    expect(sameToken(token, undefined)).toBe(false)
  })
})
