import { describe, expect, it } from 'vitest'
import { readViewer } from './use-viewer.ts'

describe('readViewer', () => {
  it('is signed out while the root loader has no user', () => {
    expect(readViewer({ lang: 'en' })).toBeNull()
    expect(readViewer({ lang: 'en', user: null })).toBeNull()
    expect(readViewer(undefined)).toBeNull()
  })

  it('reads a user the root loader provides', () => {
    expect(readViewer({ user: { id: 'u1', email: 'asha@example.com', name: 'Asha' } })).toEqual({
      id: 'u1',
      email: 'asha@example.com',
      name: 'Asha',
    })
  })

  it('refuses a malformed user', () => {
    expect(readViewer({ user: { id: 7, email: 'x@example.com' } })).toBeNull()
  })
})
