import { describe, expect, it } from 'vitest'
import { readSessionUser } from './use-session-user.ts'

describe('readSessionUser', () => {
  it('is signed out while the root loader has no user', () => {
    expect(readSessionUser({ lang: 'en' })).toBeNull()
    expect(readSessionUser({ lang: 'en', user: null })).toBeNull()
    expect(readSessionUser(undefined)).toBeNull()
  })

  it('reads the user the root loader provides', () => {
    const user = { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', firstName: 'Asha', phoneNumber: null, role: 'editor' }
    expect(readSessionUser({ user })).toEqual(user)
  })

  it('refuses a malformed user and an unknown role', () => {
    expect(readSessionUser({ user: { id: 7, email: 'x@example.com' } })).toBeNull()
    expect(readSessionUser({ user: { id: 'u1', email: 'x@example.com', name: 'X', role: 'owner' } })?.role).toBeNull()
  })
})
