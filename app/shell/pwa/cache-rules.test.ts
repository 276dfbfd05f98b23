import { describe, expect, it } from 'vitest'
import { cacheRuleFor, isCacheablePagePath, isStorableResponse, pagePathOf } from './cache-rules.ts'

const origin = 'https://jobyatra.in'

function rule(path: string, mode = 'cors', method = 'GET') {
  return cacheRuleFor({ url: new URL(path, origin), mode, method }, origin)
}

describe('what the service worker keeps', () => {
  it('keeps visited pages, personal ones included (sign-out clears them), network first', () => {
    for (const path of [
      '/',
      '/jobs',
      '/jobs?q=nurse&page=2',
      '/jobs/in-mumbai',
      '/jobs/staff-nurse-apollo-123',
      '/settings',
      '/dashboard',
    ]) {
      expect(rule(path, 'navigate')).toBe('page')
    }
  })

  it("keeps React Router's .data answers of those pages, the root's included", () => {
    expect(rule('/jobs.data?q=nurse', 'cors')).toBe('data')
    expect(rule('/_root.data')).toBe('data')
    expect(rule('/settings.data?_routes=routes%2Fsettings')).toBe('data')
    expect(pagePathOf('/_root.data')).toBe('/')
    expect(pagePathOf('/jobs/in-pune.data')).toBe('/jobs/in-pune')
  })

  it('never keeps the API, sign-in, the staff area, development pages or local provider pages', () => {
    for (const path of [
      '/api/jobs',
      '/api/auth/get-session',
      '/auth',
      '/auth/callback',
      '/auth/reset-password',
      '/admin',
      '/admin/sources',
      '/dev/mailbox',
      '/__local/google/authorize',
    ]) {
      expect(isCacheablePagePath(path)).toBe(false)
      expect(rule(path)).toBeUndefined()
    }
    expect(rule('/auth.data')).toBeUndefined()
    expect(rule('/admin/sources.data')).toBeUndefined()
  })

  it('still routes a navigation it does not keep, so an offline visit shows the offline page', () => {
    expect(rule('/auth', 'navigate')).toBe('network-page')
    expect(rule('/admin', 'navigate')).toBe('network-page')
  })

  it('matches forbidden prefixes as whole segments only', () => {
    expect(isCacheablePagePath('/authors-guide')).toBe(true)
    expect(isCacheablePagePath('/administration-jobs')).toBe(true)
    expect(isCacheablePagePath('/apis')).toBe(true)
  })

  it('keeps fingerprinted assets cache first, and nothing from other origins or other methods', () => {
    expect(rule('/assets/entry.client-DqcbxZZj.js')).toBe('asset')
    expect(rule('/media/testimonial.mp4')).toBeUndefined()
    expect(rule('/jobs', 'navigate', 'POST')).toBeUndefined()
    expect(rule('/jobs.data', 'cors', 'POST')).toBeUndefined()
    expect(cacheRuleFor({ url: new URL('https://cdn.example.com/assets/a.js'), mode: 'cors', method: 'GET' }, origin)).toBeUndefined()
  })

  it('stores only full 200 answers that do not say no-store, unless they are a personal page', () => {
    expect(isStorableResponse(200, null)).toBe(true)
    expect(isStorableResponse(200, 'public, max-age=60')).toBe(true)
    expect(isStorableResponse(200, 'No-Store')).toBe(false)
    // A signed-in reader's page: no HTTP cache keeps it, the personal caches (deleted at sign-out) do.
    expect(isStorableResponse(200, 'private, no-store')).toBe(true)
    expect(isStorableResponse(206, null)).toBe(false)
    expect(isStorableResponse(404, null)).toBe(false)
    expect(isStorableResponse(500, null)).toBe(false)
  })
})
