import { useEffect, useState, type ReactNode } from 'react'
import { TranslationProvider } from '#app/i18n/react.tsx'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
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
import { OfflineSyncStarter } from './lib/offline/sync-starter.tsx'
import { recordError } from './lib/error-monitor.ts'
import { readRouteApiError } from './lib/route-error.ts'
import { toSessionUser } from './features/auth/index.server.ts'
import { SessionExpiredNotice } from './features/auth/index.ts'
import { DeferredAnalytics } from './features/analytics/index.ts'
import { ChatLauncher } from './features/chat/index.ts'
import { isConsentChosenIn } from '#core/analytics/consent.ts'
import { requestContext } from './lib/request-context.server.ts'
import { serverRoute } from './lib/server-route.server.ts'
import { readRequestLanguage } from './shell/language.ts'
import { useRequestLanguage } from './shell/request-language.tsx'
import { AppErrorPanel } from './shell/lazy-app-error-panel.tsx'
import { InstallPrompt } from './shell/pwa/install-prompt.tsx'
import { useGlobalFailure } from './shell/global-errors.ts'
import { OfflineBanner } from './shell/offline-banner.tsx'
import { ShellMonitorsHost } from './shell/shell-monitors-host.tsx'
import { BottomNav } from './shell/bottom-nav.tsx'
import { BreadcrumbBar } from './shell/breadcrumb-bar.tsx'
import { DeferredShortcuts } from './shell/deferred-shortcuts.tsx'
import { scrollRestorationKey } from './shell/scroll-restoration.ts'
import { LazySiteFooter } from './shell/lazy-site-footer.tsx'
import { SiteHeader } from './shell/site-header.tsx'
import { SkipLink } from './shell/skip-link.tsx'
import { ThemeScript } from './shell/theme-script.tsx'
import { isScriptFreePage } from './lib/script-free-page.ts'
import { afterPaintLoaderScript, startsScriptsAfterPaint } from './lib/scripts-after-paint.ts'
import { Toaster } from './ui/toast.tsx'

/** Every feature's offline record kinds (app/features.ts), loaded with the sync engine: never in a page's first JavaScript. */
const loadRecordKinds = () => import('./features.ts').then((registry) => registry.loadRecordKinds())

/**
 * A request the server refused before any page code (a URL that does not decode, a local page asked for
 * from another machine, a method the page has no action for, a body over the limit) is answered with the product's error page
 * at that status: thrown here, before any loader runs, it renders the ErrorBoundary below.
 */
const refusedStatusTexts = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  503: 'Service Unavailable',
} as const

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    const { refusedStatus, maintenanceNote } = context.get(requestContext)
    if (refusedStatus === null) return
    // Maintenance mode (decision 071): the error page says so, with staff's message.
    const body =
      refusedStatus === 503
        ? {
            error: {
              code: 'SERVER_MAINTENANCE',
              message: '',
              retryable: false,
              reason: 'maintenance',
              params: { note: maintenanceNote ?? '' },
            },
          }
        : null
    throw data(body, { status: refusedStatus, statusText: refusedStatusTexts[refusedStatus] })
  },
]

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const [lang, state] = await Promise.all([readRequestLanguage(request), context.viewer()])
  return {
    lang,
    user: state.kind === 'signed-in' ? toSessionUser(state.viewer) : null,
    isSessionExpired: state.kind === 'expired',
    isGoogleSignInEnabled: context.services.auth.isGoogleEnabled,
    publicUrl: context.publicUrl,
    isConsentChosen: isConsentChosenIn(request.headers.get('cookie')),
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
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const requestLanguage = useRequestLanguage()
  const lang = rootData?.lang ?? requestLanguage
  // The browser loads the page's translations before it hydrates (entry.client.tsx): fetch them
  // with the rest of the page's JavaScript rather than after it.
  // The fast home (/?amp) is sent without any JavaScript: no theme script, preloads or module scripts.
  const isScriptFree = isScriptFreePage(useLocation())
  const isPaintFirst = startsScriptsAfterPaint(useMatches())
  const pageTranslations = usePageTranslations(lang, nonce, !isScriptFree)
  return (
    <html lang={lang} dir={languageDirection(lang)} data-translations={pageTranslations} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {isScriptFree ? null : <ThemeScript />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e6b73" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        {isScriptFree ? null : <ScrollRestoration nonce={nonce} getKey={scrollRestorationKey} />}
        {isScriptFree ? null : <Scripts nonce={nonce} />}
        {/* Starts what <Scripts> declares once the first paint is on screen (decision 077). */}
        {isScriptFree || !isPaintFirst ? null : (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: afterPaintLoaderScript }} />
        )}
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [i18n] = useState(() => createI18n(loaderData.lang))
  const globalFailure = useGlobalFailure()
  const location = useLocation()
  if (isScriptFreePage(location)) {
    // The fast home brings its own header; nothing of the shell that needs JavaScript is drawn.
    return (
      <TranslationProvider i18n={i18n}>
        <main id="main-content">
          <Outlet />
        </main>
      </TranslationProvider>
    )
  }
  if (globalFailure) {
    // An uncaught error or rejection after hydration (spec 001 §8): the Application Error panel replaces the page.
    return (
      <TranslationProvider i18n={i18n}>
        <AppErrorPanel status={500} />
        <Toaster />
      </TranslationProvider>
    )
  }
  return (
    <TranslationProvider i18n={i18n}>
      <SkipLink />
      <SiteHeader />
      <OfflineBanner />
      <BreadcrumbBar publicUrl={loaderData.publicUrl} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <LazySiteFooter />
      <BottomNav />
      <ChatLauncher />
      <DeferredShortcuts />
      <SessionExpiredNotice />
      <Toaster />
      <InstallPrompt />
      <OfflineSyncStarter loadRecordKinds={loadRecordKinds} />
      <ShellMonitorsHost />
      <DeferredAnalytics isSignedIn={loaderData.user !== null} isChoiceStored={loaderData.isConsentChosen} />
    </TranslationProvider>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const requestLanguage = useRequestLanguage()
  const [i18n] = useState(() => createI18n(pickLoadedLanguage(rootData?.lang ?? requestLanguage)))
  const status = isRouteErrorResponse(error) ? error.status : 500
  useEffect(() => {
    // A thrown render error (not a loader's answer) is what the dashboard's Errors tab is for.
    if (error instanceof Error) recordError({ code: 'CLIENT_JAVASCRIPT_ERROR', message: error.message, source: 'boundary' })
  }, [error])
  return (
    <TranslationProvider i18n={i18n}>
      <AppErrorPanel status={status} error={readRouteApiError(error)?.body} />
    </TranslationProvider>
  )
}
