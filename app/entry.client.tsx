import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { resolveLanguage } from './i18n/languages.ts'
import { readPageNamespaces } from './i18n/translations-handle.ts'
import { LATER_SHELL_NAMESPACES, loadNamespaces } from './i18n/resources.ts'
import { reportClientError } from './lib/client-errors.ts'
import { replayEarlyPress } from './lib/early-press.ts'
import { NonceProvider, readPageNonce } from './lib/nonce.tsx'
import { whenIdle } from './lib/when-idle.ts'
import { startPwa } from './shell/pwa/start.ts'
import { RequestLanguageProvider } from './shell/request-language.tsx'

// The install offer is caught from the start; the service worker registers after load (start.ts).
startPwa()

// The page's own language, in the namespaces the server rendered it with, loads before hydration, so
// the first client render says exactly what the server rendered; other namespaces load when a page
// needs them, the other language only if the reader switches (app/i18n/resources.ts).
const pageLanguage = resolveLanguage(document.documentElement.lang)
void loadNamespaces(pageLanguage, readPageNamespaces(document.documentElement)).then(() => {
  // A button pressed while the scripts loaded is pressed again once hydrated (decision 077).
  replayEarlyPress()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={readPageNonce(document)}>
          <RequestLanguageProvider value={pageLanguage}>
            <HydratedRouter />
          </RequestLanguageProvider>
        </NonceProvider>
      </StrictMode>,
      // A hydration mismatch is one React recovers from (it renders that part again on the client, as
      // when the reader switched the language before a later-hydrated part's code arrived): the page
      // is right, so it goes to the error logger rather than to the Application Error panel.
      { onRecoverableError: (error) => reportClientError('hydration', error) },
    )
  })
  loadOnIdle(() => loadNamespaces(pageLanguage, LATER_SHELL_NAMESPACES))
})

/** After the first paint, on an idle moment where the browser has one; a failed load is tried again when asked for. */
function loadOnIdle(load: () => Promise<unknown>) {
  whenIdle(() => void load().catch(() => undefined), 5000)
}
