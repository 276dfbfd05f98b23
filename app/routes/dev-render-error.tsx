import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { requireLocalPages } from '#app/shell/local-pages.server.ts'
import { Button } from '#app/ui/button.tsx'
import type { Route } from './+types/dev-render-error'

/**
 * /dev/render-error: a button that makes the page throw while rendering, to see and test the error
 * boundary in a built server (tests/e2e/error-boundary.spec.ts). Only where local pages are on (APP_ENV
 * unset); with APP_ENV=production or staging it is a 404 like any unknown page.
 */
export const loader = serverRoute((_args: Route.LoaderArgs, context) => {
  requireLocalPages(context)
  return null
})

export function meta() {
  return [{ name: 'robots', content: 'noindex' }]
}

const subscribeToNothing = () => () => undefined

function Thrower(): never {
  throw new Error('A render error thrown on purpose by /dev/render-error')
}

export default function DevRenderErrorRoute() {
  const { t } = useTranslation('shell')
  const [shouldThrow, setShouldThrow] = useState(false)
  // Enabled once hydrated, so a test's click always reaches React (and the window listeners are on).
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">{t('devRenderError.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('devRenderError.description')}</p>
      <Button className="mt-6" disabled={!isHydrated} onClick={() => setShouldThrow(true)}>
        {t('devRenderError.throw')}
      </Button>
      {shouldThrow ? <Thrower /> : null}
    </section>
  )
}
