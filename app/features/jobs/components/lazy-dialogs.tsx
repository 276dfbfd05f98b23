import { lazy, Suspense } from 'react'
import type { AdvancedFiltersDialogProps } from './advanced-filters-dialog.tsx'
import type { JobDetailDialogProps } from './job-detail-dialog.tsx'
import type { SignInPromptProps } from './sign-in-prompt.tsx'

/**
 * The dialogs load on first use, keeping them out of the landing page's initial JavaScript
 * (DESIGN.md "Budgets": under 150 KB gzip). Each wrapper brings its own Suspense boundary, so a
 * caller renders it like any component.
 */
const loadJobDetailDialog = () => import('./job-detail-dialog.tsx')
const loadSignInPrompt = () => import('./sign-in-prompt.tsx')
const loadAdvancedFiltersDialog = () => import('./advanced-filters-dialog.tsx')

const LazyJobDetailDialog = lazy(() => loadJobDetailDialog().then((module) => ({ default: module.JobDetailDialog })))
const LazySignInPrompt = lazy(() => loadSignInPrompt().then((module) => ({ default: module.SignInPrompt })))
const LazyAdvancedFiltersDialog = lazy(() =>
  loadAdvancedFiltersDialog().then((module) => ({ default: module.AdvancedFiltersDialog })),
)

/** Starts fetching the detail dialog's code (on hover or focus of a card) so it opens at once. */
export function preloadJobDetailDialog(): void {
  void loadJobDetailDialog()
}

export function preloadSignInPrompt(): void {
  void loadSignInPrompt()
}

export function preloadAdvancedFiltersDialog(): void {
  void loadAdvancedFiltersDialog()
}

export function JobDetailDialog(props: JobDetailDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyJobDetailDialog {...props} />
    </Suspense>
  )
}

export function SignInPrompt(props: SignInPromptProps) {
  return (
    <Suspense fallback={null}>
      <LazySignInPrompt {...props} />
    </Suspense>
  )
}

export function AdvancedFiltersDialog(props: AdvancedFiltersDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyAdvancedFiltersDialog {...props} />
    </Suspense>
  )
}
