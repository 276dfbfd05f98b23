import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheetHref from './app.css?url'
import { languageDirection } from './i18n/languages.ts'
import { usePageTranslations } from './i18n/page-translations.ts'
import { pickLoadedLanguage } from './i18n/resources.ts'
import { createI18n } from './i18n/setup.ts'
import { useNonce } from './lib/nonce.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { toSessionUser } from './features/auth/index.server.ts'
import { SessionExpiredNotice } from './features/auth/index.ts'
import { requestContext } from './lib/request-context.server.ts'
import { serverRoute } from './lib/server-route.server.ts'
import { readRequestLanguage } from './shell/language.ts'
import { useRequestLanguage } from './shell/request-language.tsx'
import { AppErrorPanel } from './shell/app-error-panel.tsx'
import { SiteFooter } from './shell/site-footer.tsx'
import { SiteHeader } from './shell/site-header.tsx'
import { SkipLink } from './shell/skip-link.tsx'
import { ThemeScript } from './shell/theme-script.tsx'
import { Toaster } from './ui/toast.tsx'

/**
 * A request the server refused before any page code (a URL that does not decode, a method the page has
 * no action for) is answered with the product's error page at that status: thrown here, before any
 * loader runs, it renders the ErrorBoundary below.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    const { refusedStatus } = context.get(requestContext)
    if (refusedStatus === null) return
    throw data(null, { status: refusedStatus, statusText: refusedStatus === 405 ? 'Method Not Allowed' : 'Bad Request' })
  },
]

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const [lang, state] = await Promise.all([readRequestLanguage(request), context.viewer()])
  return {
    lang,
    user: state.kind === 'signed-in' ? toSessionUser(state.viewer) : null,
    isSessionExpired: state.kind === 'expired',
    isGoogleSignInEnabled: context.services.auth.isGoogleEnabled,
  }
})

/** The root reads only the language cookie: a search that changes just the query string need not reload it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const isSearchChange = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
  if (!formMethod && isSearchChange) return false
  return defaultShouldRevalidate
}

// The stylesheet blocks the first paint and the modulepreloads do not, so it goes first in <head>:
// with a precedence React emits it ahead of the preloads; imported for its side effect it came last.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheetHref, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const requestLanguage = useRequestLanguage()
  const lang = rootData?.lang ?? requestLanguage
  // The browser loads the page's translations before it hydrates (entry.client.tsx): fetch them
  // with the rest of the page's JavaScript rather than after it.
  const pageTranslations = usePageTranslations(lang, nonce)
  return (
    <html lang={lang} dir={languageDirection(lang)} data-translations={pageTranslations} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <ThemeScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e6b73" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [i18n] = useState(() => createI18n(loaderData.lang))
  const [queryClient] = useState(createQueryClient)
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <SessionExpiredNotice />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const requestLanguage = useRequestLanguage()
  const [i18n] = useState(() => createI18n(pickLoadedLanguage(rootData?.lang ?? requestLanguage)))
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorPanel status={status} />
    </I18nextProvider>
  )
}
