import { describe, expect, test } from 'vitest'
import { pageLocation } from './page-location.server.ts'

describe('pageLocation', () => {
  test('is the URL itself for a document request', () => {
    expect(pageLocation(new Request('https://jobyatra.example/admin/users?email=priya'))).toEqual({
      pathname: '/admin/users',
      search: '?email=priya',
    })
  })

  test("names the page a client-side navigation's data request is for, without _routes", () => {
    expect(pageLocation(new Request('https://jobyatra.example/admin/users.data?email=priya&_routes=routes%2Fadmin-area'))).toEqual({
      pathname: '/admin/users',
      search: '?email=priya',
    })
    expect(pageLocation(new Request('https://jobyatra.example/_.data?_routes=root'))).toEqual({ pathname: '/', search: '' })
  })
})
