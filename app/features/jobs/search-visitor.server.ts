import type { JobSearch } from '#core/jobs/search.schema.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'

type SearchVisitor = NonNullable<Parameters<RequestContext['services']['jobs']['searchJobs']>[1]>

/**
 * Who a page's search ranks for (decision 075): the visitor's country from Accept-Language, and for a
 * signed-in person who names no place (and has not asked to see every place equally) their onboarding
 * city, as GET /api/jobs/search does. A signed-in page is already `private, no-store` (server/web/react-router.ts).
 */
export async function readSearchVisitor(request: Request, context: RequestContext, search: JobSearch): Promise<SearchVisitor> {
  const country = countryFromAcceptLanguage(request.headers.get('accept-language'))
  const isPlaceAsked = search.location !== undefined || search.country !== undefined || search.city_slug !== undefined
  if (!search.prefer_my_cities || isPlaceAsked) return { country }
  const viewer = await context.viewer()
  if (viewer.kind !== 'signed-in') return { country }
  const preferredCities = await context.services.onboarding.readPreferredCities(viewer.viewer.userId)
  return { country: preferredCities[0]?.country ?? country, preferredCities }
}
