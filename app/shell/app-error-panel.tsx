import { AlertTriangle, ArrowLeft, RefreshCw, RotateCcw, Trash2, Wrench } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useRevalidator } from 'react-router'
import { codeForStatus } from '#core/errors/codes.ts'
import type { DescribableError } from '#core/errors/describe-error.ts'
import { renderError } from '#app/i18n/render.ts'
import { Button } from '#app/ui/button.tsx'
import { BrandMark } from './brand-mark.tsx'
import { clearCachesAndReload } from './clear-cache.ts'
import { NotFoundContent } from './not-found-content.tsx'
import { PremiumRequiredContent } from './premium-required-content.tsx'
import { SkipLink } from './skip-link.tsx'
import { clearGlobalFailure } from './global-errors.ts'
import { createRetryBudget } from './retry-budget.ts'

/** Error boundary retries (spec 001 §4, §9): Try Again at most 3 times; the count resets after 30 s. */
export const MAX_RETRIES = 3
export const RETRY_RESET_MS = 30_000

const retryBudget = createRetryBudget(MAX_RETRIES, RETRY_RESET_MS)

function readServerAttempts(): number {
  return 0
}

/**
 * The page shown in place of the app when rendering failed (root ErrorBoundary). A 404 shows the
 * not-found page; the premium gate's refusal (code PREMIUM_REQUIRED) says premium is needed; anything
 * else the 'Application Error' panel with Try Again, refresh, go back and Clear Cache & Reload (spec
 * 000 §8, 001 §2 "Other"). It renders its own brand bar and <main>, because the header and footer
 * are not rendered in the error boundary.
 */
export function AppErrorPanel({ status, error }: { status: number; error?: DescribableError | undefined }) {
  const { t } = useTranslation('shell')
  return (
    <>
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a
            href={href('/')}
            className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink"
            aria-label={t('brand.home')}
          >
            <BrandMark className="size-8" />
            <span>JobYatra</span>
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="outline-none">
        {status === 404 ? (
          <NotFoundContent />
        ) : error?.code === 'PREMIUM_REQUIRED' ? (
          <PremiumRequiredContent />
        ) : error?.code === 'SERVER_MAINTENANCE' && error.reason === 'maintenance' ? (
          <MaintenanceContent error={error} />
        ) : (
          <ApplicationError status={status} error={error} />
        )}
      </main>
    </>
  )
}

/** Maintenance mode (decision 071): what is happening and staff's message, and a way to look again. */
function MaintenanceContent({ error }: { error: DescribableError }) {
  const { t } = useTranslation('shell')
  return (
    <section aria-labelledby="maintenance-heading" className="mx-auto max-w-xl px-4 py-16 sm:py-24" data-testid="maintenance-page">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
          <Wrench aria-hidden="true" className="size-6" />
        </span>
        <h1 id="maintenance-heading" className="text-2xl font-bold tracking-tight text-ink">
          {t('errors.maintenanceTitle')}
        </h1>
      </div>
      <p className="mt-4 text-ink-muted">{renderError(t, error, 503)}</p>
      <div className="mt-8">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('errors.refresh')}
        </Button>
      </div>
    </section>
  )
}

function ApplicationError({ status, error }: { status: number; error: DescribableError | undefined }) {
  const { t } = useTranslation('shell')
  const revalidator = useRevalidator()
  const attempts = useSyncExternalStore(retryBudget.subscribe, retryBudget.countAttempts, readServerAttempts)
  const [isClearing, setIsClearing] = useState(false)
  const canRetry = attempts < MAX_RETRIES

  const tryAgain = () => {
    if (!retryBudget.recordAttempt()) return
    // A render error clears by loading the route again; a window error by showing the page again.
    clearGlobalFailure()
    void revalidator.revalidate()
  }

  const clearAndReload = () => {
    setIsClearing(true)
    void clearCachesAndReload()
  }

  return (
    <section aria-labelledby="app-error-heading" className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div role="alert" className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
            <AlertTriangle aria-hidden="true" className="size-6" />
          </span>
          <h1 id="app-error-heading" className="text-2xl font-bold tracking-tight text-ink">
            {t('errors.applicationError')}
          </h1>
        </div>
        <p className="mt-4 text-ink-muted">{renderError(t, error ?? { code: codeForStatus(status) }, status)}</p>
        {canRetry ? null : <p className="mt-2 text-sm text-ink-muted">{t('errors.retriesUsed')}</p>}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {canRetry ? (
            <Button size="lg" onClick={tryAgain} disabled={revalidator.state === 'loading'} className="sm:col-span-2">
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('errors.tryAgain')}
            </Button>
          ) : null}
          <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('errors.refresh')}
          </Button>
          <Button variant="outline" size="lg" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('errors.goBack')}
          </Button>
          <Button
            variant={canRetry ? 'outline' : 'primary'}
            size="lg"
            onClick={clearAndReload}
            disabled={isClearing}
            className="sm:col-span-2"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('errors.clearCacheReload')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          <Link to={href('/')} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('notFound.returnHome')}
          </Link>
        </p>
      </div>
    </section>
  )
}
