/**
 * Where a saved search's results are: its city or role page, the visa or government listing, or /jobs
 * with its words, place and filters (the page names the words `q`; every filter keeps the API's name).
 */
export function savedSearchPath(search: string): string {
  const params = new URLSearchParams(search)
  const names = [...params.keys()]
  const only = (name: string) => names.length === 1 && names[0] === name
  const citySlug = params.get('city_slug')
  const roleSlug = params.get('role_slug')
  if (citySlug !== null && only('city_slug')) return `/jobs/in-${encodeURIComponent(citySlug)}`
  if (roleSlug !== null && only('role_slug')) return `/jobs/${encodeURIComponent(roleSlug)}`
  if (only('visa_sponsorship')) return '/visa-sponsorship-jobs'
  if (only('government_only')) return '/government-jobs'
  const page = new URLSearchParams()
  for (const [name, value] of params) page.set(name === 'query' ? 'q' : name, value)
  return `/jobs?${page.toString()}`
}
