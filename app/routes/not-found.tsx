import { data } from 'react-router'
import { createI18n } from '#app/i18n/setup.ts'
import { serverServicesContext } from '#app/lib/server-context.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import { buildNotFoundTitle, SITE_NAME } from '#app/shell/site-name.ts'
import type { Route } from './+types/not-found'

/** Any path no other route matches: the 404 page, answered with status 404, and the miss logged (spec 000 §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  context.get(serverServicesContext).reportNotFound(url.pathname)
  const { t } = createI18n(await readRequestLanguage(request))
  return data({ title: buildNotFoundTitle(t) }, { status: 404 })
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function NotFoundPage() {
  return <NotFoundContent />
}
