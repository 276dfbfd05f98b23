import { describe, expect, it } from 'vitest'
import { pathWithNotice, readPageNotice, withoutPageNotice } from './page-notice.ts'

describe('one-shot page notices in the URL', () => {
  it('adds the notice to a path, keeping its query', () => {
    expect(pathWithNotice('/', 'account-deleted')).toBe('/?notice=account-deleted')
    expect(pathWithNotice('/jobs?q=nurse', 'account-deleted')).toBe('/jobs?q=nurse&notice=account-deleted')
  })

  it('reads only notices a page knows', () => {
    expect(readPageNotice(new URLSearchParams('notice=account-deleted'))).toBe('account-deleted')
    expect(readPageNotice(new URLSearchParams('notice=you-won'))).toBeNull()
    expect(readPageNotice(new URLSearchParams('q=nurse'))).toBeNull()
  })

  it('drops the notice and keeps the rest', () => {
    expect(withoutPageNotice(new URLSearchParams('q=nurse&notice=account-deleted')).toString()).toBe('q=nurse')
  })
})
