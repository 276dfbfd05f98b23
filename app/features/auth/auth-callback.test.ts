import { describe, expect, it } from 'vitest'
import { CALLBACK_FAILURE_REDIRECT_MS, knownCallbackError, readCallback } from './auth-callback.ts'

const at = (path: string) => readCallback(new URL(path, 'http://localhost:3000'))

describe('readCallback (what Google brings back to /auth/callback)', () => {
  it('hands a code with its state, unchanged, to better-auth’s Google callback', () => {
    expect(at('/auth/callback?code=4%2F0Ab&state=xyz&iss=https%3A%2F%2Faccounts.google.com&scope=openid')).toEqual({
      kind: 'code',
      exchangeUrl: '/api/auth/callback/google?code=4%2F0Ab&state=xyz&iss=https%3A%2F%2Faccounts.google.com&scope=openid',
    })
  })

  it('hands a refusal that carries a state to better-auth too, so it clears the state and answers with the error', () => {
    expect(at('/auth/callback?error=access_denied&state=xyz')).toEqual({
      kind: 'code',
      exchangeUrl: '/api/auth/callback/google?error=access_denied&state=xyz',
    })
  })

  it('reads an id_token from the fragment, with the access token when there is one', () => {
    expect(at('/auth/callback#id_token=eyJ.a.b')).toEqual({ kind: 'id-token', idToken: 'eyJ.a.b', accessToken: null })
    expect(at('/auth/callback#access_token=ya29.x&token_type=Bearer&id_token=eyJ.a.b&state=s')).toEqual({
      kind: 'id-token',
      idToken: 'eyJ.a.b',
      accessToken: 'ya29.x',
    })
  })

  it('raises an error in the fragment with its description', () => {
    expect(at('/auth/callback#error=server_error&error_description=The+provider+is+down')).toEqual({
      kind: 'error',
      code: 'server_error',
      description: 'The provider is down',
    })
  })

  it('keeps a description short and on one line', () => {
    const result = at(`/auth/callback?error=x&error_description=${encodeURIComponent(`a\n${'b'.repeat(400)}`)}`)
    expect(result.kind === 'error' && result.description?.length).toBe(200)
    expect(result.kind === 'error' && result.description?.startsWith('a b')).toBe(true)
  })

  it('reads better-auth’s error redirect (no state) as a failure', () => {
    expect(at('/auth/callback?error=state_mismatch')).toEqual({ kind: 'error', code: 'state_mismatch', description: null })
  })

  it('does not accept an access token alone: it names no one the server can check', () => {
    expect(at('/auth/callback#access_token=ya29.x&token_type=Bearer')).toEqual({
      kind: 'error',
      code: 'id_token_missing',
      description: null,
    })
  })

  it('finds nothing in a bare callback URL, or a code without its state', () => {
    expect(at('/auth/callback')).toEqual({ kind: 'none' })
    expect(at('/auth/callback?code=abc')).toEqual({ kind: 'none' })
  })
})

describe('knownCallbackError', () => {
  it('words the failures people meet in our own text', () => {
    expect(knownCallbackError('access_denied')).toBe('accessDenied')
    expect(knownCallbackError('state_mismatch')).toBe('expired')
    expect(knownCallbackError('account_not_linked')).toBe('accountNotLinked')
    expect(knownCallbackError('email_not_found')).toBe('emailMissing')
    expect(knownCallbackError('invalid_code')).toBeNull()
  })

  it('goes back to /auth after 1.5 s (spec 000 §9)', () => {
    expect(CALLBACK_FAILURE_REDIRECT_MS).toBe(1500)
  })
})
