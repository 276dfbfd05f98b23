import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { getSearchKey, LANDING_NUM_PAGES, readSearchFromUrl, toApiSearchParams } from '#app/features/jobs/index.ts'
import { LandingPage, type LandingInitialSearch } from '#app/features/landing/index.ts'
import { DEFAULT_LANGUAGE, resolveLanguage } from '#app/i18n/languages.ts'
import { getLanguageResources } from '#app/i18n/resources.ts'
import { toApiErrorBody } from '#app/lib/api-client.ts'
import { serverServicesContext } from '#app/lib/server-context.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import type { Route } from './+types/home'

/**
 * The landing page. A URL with a search (?q=…) is answered on the server so the first paint
 * already shows the jobs; later searches on the page run in the browser through the API.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ initial: LandingInitialSearch }> {
  const params = new URL(request.url).searchParams
  const search = readSearchFromUrl(params)
  // The form submits natively (GET /?q=…) before hydration or without JavaScript; a blank title
  // then gets the same "What job are you looking for?" as in the browser.
  if (!search) return { initial: { key: null, response: null, error: null, isTitleMissing: params.has('q') } }
  const key = getSearchKey(search)
  const parsed = jobSearchSchema.safeParse(Object.fromEntries(toApiSearchParams(search, LANDING_NUM_PAGES)))
  if (!parsed.success) {
    return { initial: { key, response: null, error: toApiErrorBody({ code: 'VALIDATION_INVALID_FORMAT' }), isTitleMissing: false } }
  }
  const services = context.get(serverServicesContext)
  try {
    const response = await services.jobs.searchJobs(parsed.data, services.requestId)
    return { initial: { key, response, error: null, isTitleMissing: false } }
  } catch (error) {
    return { initial: { key, response: null, error: toApiErrorBody(error), isTitleMissing: false } }
  }
}

/** Searches typed on the page fetch through the API; re-running the loader for them would search twice. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

function readLanguage(matches: Route.MetaArgs['matches']): string {
  const rootData: unknown = matches.find((match) => match?.id === 'root')?.loaderData
  if (typeof rootData === 'object' && rootData !== null && 'lang' in rootData && typeof rootData.lang === 'string') {
    return rootData.lang
  }
  return 'en'
}

export function meta({ matches }: Route.MetaArgs) {
  // The page's language has always loaded (the server has every language; the browser loads one
  // before it hydrates and before it switches), so English here is only a guard.
  const resources = getLanguageResources(resolveLanguage(readLanguage(matches))) ?? getLanguageResources(DEFAULT_LANGUAGE)
  if (!resources) return [{ title: SITE_NAME }]
  const copy = resources.landing.meta
  return [
    { title: copy.title },
    { name: 'description', content: copy.description },
    { property: 'og:title', content: copy.title },
    { property: 'og:description', content: copy.description },
    { property: 'og:type', content: 'website' },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage initial={loaderData.initial} />
}
