import { data } from 'react-router'
import { createI18n } from '#app/i18n/setup.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import { buildNotFoundTitle, SITE_NAME } from '#app/shell/site-name.ts'
import type { Route } from './+types/not-found'

/** Any path no other route matches: the 404 page, answered with status 404, and the miss logged (spec 000 §2). */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, { logger }) => {
  logger.warn({ path: new URL(request.url).pathname }, 'page not found')
  const { t } = createI18n(await readRequestLanguage(request))
  return data({ title: buildNotFoundTitle(t) }, { status: 404 })
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function NotFoundPage() {
  return <NotFoundContent />
}
