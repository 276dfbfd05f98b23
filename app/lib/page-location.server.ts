/**
 * The page a loader runs for. A client-side navigation fetches loader data from `<path>.data`
 * (`/_.data` for /) with a `_routes` parameter, and the loader's request carries that URL as is.
 */
export function pageLocation(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url)
  const pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.replace(/\.data$/u, '')
  url.searchParams.delete('_routes')
  const search = url.searchParams.toString()
  return { pathname, search: search === '' ? '' : `?${search}` }
}
