import { redirect } from 'react-router'
import { afterSignInPath, useIsGoogleSignInEnabled } from '#app/features/auth/index.ts'
import { AuthPage } from '#app/features/auth/pages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { Route } from './+types/auth'

/** Signed-in visitors do not need this page: on to where they were going, else /dashboard (spec 000 §2). */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('auth')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const state = await context.viewer()
  if (state.kind === 'signed-in') throw redirect(afterSignInPath(new URL(request.url).searchParams))
  const { t } = createI18n(await readRequestLanguage(request))
  return { title: withSiteName(t('auth:meta.title')), description: t('auth:meta.description') }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'description', content: loaderData?.description }, { name: 'robots', content: 'noindex' }]
}

export default function AuthRoute() {
  return <AuthPage isGoogleSignInEnabled={useIsGoogleSignInEnabled()} />
}
