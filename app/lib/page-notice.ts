/**
 * One-shot notices carried in the URL ('/?notice=account-deleted'): a page that sends the reader to
 * another with a full load (deleting the account loads / afresh, so nothing of the signed-in page stays
 * in memory) names what happened, and the page it lands on says so once, then drops the flag from the
 * address so a reload or a shared link says nothing (issue 18). The URL survives what browser storage
 * might not: the storage cleared with the account.
 */
export const PAGE_NOTICE_PARAM = 'notice'

export const pageNotices = ['account-deleted', 'premium-required'] as const
export type PageNotice = (typeof pageNotices)[number]

function isPageNotice(value: string | null): value is PageNotice {
  return pageNotices.some((notice) => notice === value)
}

/** `path` with the notice for the page there to show. */
export function pathWithNotice(path: string, notice: PageNotice): string {
  const url = new URL(path, 'http://jobyatra.invalid')
  url.searchParams.set(PAGE_NOTICE_PARAM, notice)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The notice the address carries, or null (none, or a value no page knows). */
export function readPageNotice(searchParams: URLSearchParams): PageNotice | null {
  const value = searchParams.get(PAGE_NOTICE_PARAM)
  return isPageNotice(value) ? value : null
}

/** The same query without the notice, once it has been shown. */
export function withoutPageNotice(searchParams: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(searchParams)
  next.delete(PAGE_NOTICE_PARAM)
  return next
}
