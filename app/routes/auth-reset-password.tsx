import { ResetPasswordPage } from '#app/features/auth/pages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { Route } from './+types/auth-reset-password'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('auth')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs) => {
  const { t } = createI18n(await readRequestLanguage(request))
  return { title: withSiteName(t('auth:meta.resetTitle')) }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }]
}

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
