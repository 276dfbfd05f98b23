import { lazy, Suspense, type ComponentType } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { DescribableError } from '#core/errors/describe-error.ts'

type PanelProps = { status: number; error?: DescribableError | undefined }

const loadPanel = () => import('./app-error-panel.tsx').then((module) => module.AppErrorPanel)

/**
 * The server has the panel before any request (imported at start-up below), so its HTML is the whole
 * panel, as before; the browser fetches it only when a page fails (decision 032), and hydration waits
 * for it inside the Suspense boundary, leaving the server's HTML in place.
 */
let serverPanel: ComponentType<PanelProps> | null = null
if (import.meta.env.SSR) serverPanel = await loadPanel()

/** A chunk that cannot be fetched (offline, or a deploy replaced it) still leaves a way out: refresh. */
const LoadedPanel = lazy(() =>
  loadPanel().then(
    (panel): { default: ComponentType<PanelProps> } => ({ default: panel }),
    (): { default: ComponentType<PanelProps> } => ({ default: UnloadedPanel }),
  ),
)

function UnloadedPanel() {
  const { t } = useTranslation('shell')
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('errors.applicationError')}</h1>
      <button
        type="button"
        className="mt-4 font-medium text-brand-700 underline dark:text-brand-200"
        onClick={() => window.location.reload()}
      >
        {t('errors.refresh')}
      </button>
    </main>
  )
}

/** The error page (app-error-panel.tsx), out of every page's initial JavaScript: it loads when a page fails. */
export function AppErrorPanel(props: PanelProps) {
  const Panel = serverPanel ?? LoadedPanel
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
