import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from './button.tsx'

/** What a component that loads on first use must take: dialogs and panels, opened and closed by their parent. */
interface Openable {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** How long the notice of a failed load stays, unless dismissed or acted on. */
const NOTICE_MS = 12_000

/**
 * A dialog or panel whose code is fetched the first time it renders, keeping it out of the page's
 * initial JavaScript. `preload` starts the fetch early (on hover or focus of what opens it). If the
 * fetch fails (offline, or a tab kept open across a deploy whose old files are gone), the component
 * closes and says so, with a way to refresh the page, instead of taking the page down with it: the
 * browser keeps a failed module import failed until the page reloads.
 */
export function loadOnOpen<P extends Openable>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))

  function LoadOnOpen(props: P) {
    const [hasFailed, setHasFailed] = useState(false)
    const dismiss = useCallback(() => setHasFailed(false), [])
    const { onOpenChange } = props
    return (
      <>
        <LoadBoundary
          onFail={() => {
            setHasFailed(true)
            onOpenChange(false)
          }}
        >
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        </LoadBoundary>
        {hasFailed ? <FailedToLoadNotice onDismiss={dismiss} /> : null}
      </>
    )
  }

  return {
    Component: LoadOnOpen,
    preload(): void {
      // A failure here is reported when the component is opened; an early fetch must not throw on its own.
      load().catch(() => undefined)
    },
  }
}

class LoadBoundary extends Component<{ onFail: () => void; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false }

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true }
  }

  override componentDidCatch(): void {
    this.props.onFail()
  }

  override render(): ReactNode {
    return this.state.hasFailed ? null : this.props.children
  }
}

function FailedToLoadNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('common')
  useEffect(() => {
    const timer = setTimeout(onDismiss, NOTICE_MS)
    return () => clearTimeout(timer)
  }, [onDismiss])
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 text-sm text-ink shadow-lg sm:flex-row sm:items-center"
    >
      <p className="flex-1">{t('status.partFailedToLoad')}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('actions.refreshPage')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('actions.dismiss')}
        </Button>
      </div>
    </div>
  )
}
