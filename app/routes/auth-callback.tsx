import { createI18n } from '#app/i18n/setup.ts'
import { AuthCallbackScreen } from '#app/features/auth/pages.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { SITE_NAME, withSiteName } from '#app/shell/site-name.ts'
import type { Route } from './+types/auth-callback'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** Where Google sends the browser back (spec 000 §2 "Auth callback"); all the work happens in the browser. */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('oauth', 'auth')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs) => {
  const { t } = createI18n(await readRequestLanguage(request))
  return { title: withSiteName(t('oauth:callback.pageTitle')) }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function AuthCallbackPage() {
  return <AuthCallbackScreen />
}
