import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { authPathWithMode, safeReturnPath, signInPath } from './return-to.ts'
import { isSignOutToHomePath } from './use-sign-out.ts'
import { readIsGoogleSignInEnabled } from './use-google-sign-in-enabled.ts'
import { firstNameOf } from './auth-api.ts'

describe('authPathWithMode', () => {
  it('opens /auth at a tab and comes back to a path on this site', () => {
    expect(authPathWithMode('signin', '/?q=Software+Engineer')).toBe('/auth?mode=signin&redirect=%2F%3Fq%3DSoftware%2BEngineer')
    expect(authPathWithMode('signup', '/jobs')).toBe('/auth?mode=signup&redirect=%2Fjobs')
  })

  it('drops a return to /dashboard (the default) and one that leaves the site', () => {
    expect(authPathWithMode('signin', '/dashboard')).toBe('/auth?mode=signin')
    expect(authPathWithMode('phone', '//evil.example/x')).toBe('/auth?mode=phone')
    expect(authPathWithMode('signin', 'https://evil.example')).toBe('/auth?mode=signin')
  })
})

describe('safeReturnPath', () => {
  const origin = 'https://jobyatra.in'

  it('refuses what normalises to another host: dot segments, encoded dots, backslashes, tabs and newlines', () => {
    for (const value of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example',
      '/./\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(value), value).toBeNull()
    }
  })

  it('keeps a path on this site, normalised', () => {
    expect(safeReturnPath('/settings?tab=x#sessions')).toBe('/settings?tab=x#sessions')
    expect(safeReturnPath('/jobs/./in-pune')).toBe('/jobs/in-pune')
    expect(safeReturnPath('/auth?redirect=/x')).toBeNull()
  })

  it('accepts only paths that a browser resolves to our own origin (generated paths)', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      'evil.example',
      'javascript:',
      ':',
      '@',
      '?',
      '#',
      'a',
      '%00',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const accepted = safeReturnPath(`/${pieces.join('')}`)
        if (accepted === null) return
        expect(accepted.startsWith('/') && !accepted.startsWith('//')).toBe(true)
        // What the browser does with a Location header or an <a href>: resolve against the page.
        expect(new URL(accepted, origin).origin).toBe(origin)
      }),
      { numRuns: 5000 },
    )
  })
})

describe('signInPath', () => {
  it('names the page to come back to, /dashboard included (issue 18), and never one that leaves the site', () => {
    expect(signInPath('/dashboard')).toBe('/auth?redirect=%2Fdashboard')
    expect(signInPath('/settings?tab=1')).toBe('/auth?redirect=%2Fsettings%3Ftab%3D1')
    expect(signInPath('//evil.example/x')).toBe('/auth')
  })
})

describe('isSignOutToHomePath', () => {
  it('sends home from the spec 000 §4 pages and their sub-pages only', () => {
    for (const path of ['/dashboard', '/settings', '/settings/notifications', '/resume-builder', '/job-recommendations']) {
      expect(isSignOutToHomePath(path), path).toBe(true)
    }
    for (const path of ['/', '/jobs', '/dashboards', '/settingsx', '/career-intelligence'])
      expect(isSignOutToHomePath(path), path).toBe(false)
  })
})

describe('readIsGoogleSignInEnabled', () => {
  it('is on only when the root data says so', () => {
    expect(readIsGoogleSignInEnabled({ isGoogleSignInEnabled: true })).toBe(true)
    expect(readIsGoogleSignInEnabled({ isGoogleSignInEnabled: false })).toBe(false)
    expect(readIsGoogleSignInEnabled({ isGoogleSignInEnabled: 'yes' })).toBe(false)
    expect(readIsGoogleSignInEnabled(undefined)).toBe(false)
  })
})

describe('firstNameOf', () => {
  it('greets by the first word of the name, or nobody', () => {
    expect(firstNameOf('Priya Sharma')).toBe('Priya')
    expect(firstNameOf('  Asha ')).toBe('Asha')
    expect(firstNameOf('')).toBeNull()
    expect(firstNameOf(null)).toBeNull()
  })
})
