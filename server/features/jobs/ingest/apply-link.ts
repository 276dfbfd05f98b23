/**
 * The same posting reached through different links (tracking parameters, http/https, www., a
 * trailing slash, upper-case host, a #fragment) reads as one link here: the second de-duplication
 * key beside the title–company–location hash (decision 021). Only a link to a specific page counts:
 * a bare careers home page ("https://acme.example/careers") is shared by every job of a company, so
 * it is no key (null).
 */

/** Query parameters that say where a visitor came from, not which job it is. */
const trackingParameters = new Set([
  'gh_src',
  'gh_jid_src',
  'source',
  'src',
  'ref',
  'referrer',
  'lever-source',
  'lever-origin',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
  'trk',
  'trackingid',
  'refid',
  'iis',
  'iisn',
  'jobpipeline',
])

/** Paths that list every job rather than name one. */
const genericPaths = /^\/(?:|careers?|jobs?|join(?:-us)?|work-with-us|opportunities|openings|vacancies|apply)\/?$/i

export function canonicalApplyLink(link: string): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const path = url.pathname.replace(/\/+$/, '')
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => !trackingParameters.has(name.toLowerCase()) && !name.toLowerCase().startsWith('utm_'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  if (genericPaths.test(path) && kept.length === 0) return null
  const query = kept.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
  return `${host}${path}${query === '' ? '' : `?${query}`}`
}
