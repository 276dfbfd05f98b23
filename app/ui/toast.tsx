import { AlertCircle, AlertTriangle, CheckCircle2, Info, Loader2, X } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from './cn.ts'
import { dismissToast, readToasts, subscribeToToasts, type Toast, type ToastType } from './toast-store.ts'

/**
 * Toasts: short notices in a corner that leave by themselves (spec 001 §3 "Toast", §9 "Toasts"). The
 * list lives in toast-store.ts; this is the one region in the root that shows it, rather than a toast
 * library: it is on every page, and the landing page's JavaScript is over budget (decision 007). Error
 * toasts are announced assertively (role="alert"), the others politely (role="status").
 */

export { dismissToast, showToast } from './toast-store.ts'
export type { ToastInput, ToastTone, ToastType } from './toast-store.ts'

const noToasts: readonly Toast[] = []

export function Toaster() {
  const { t } = useTranslation('shell')
  const current = useSyncExternalStore(subscribeToToasts, readToasts, () => noToasts)
  return (
    <ol
      aria-label={t('toasts.label')}
      className="pointer-events-none fixed inset-x-0 bottom-[var(--bottom-nav-space)] z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {current.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  )
}

const typeStyles: Record<ToastType, string> = {
  default: 'border-line bg-surface-raised text-ink',
  info: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50',
  loading: 'border-line bg-surface-raised text-ink',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-50',
  warning: 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
}

function TypeIcon({ type }: { type: ToastType }) {
  const className = 'mt-0.5 size-5 shrink-0'
  switch (type) {
    case 'success':
      return <CheckCircle2 aria-hidden="true" className={className} />
    case 'info':
      return <Info aria-hidden="true" className={className} />
    case 'warning':
      return <AlertTriangle aria-hidden="true" className={className} />
    case 'error':
      return <AlertCircle aria-hidden="true" className={className} />
    case 'loading':
      return <Loader2 aria-hidden="true" className={cn(className, 'animate-spin motion-reduce:animate-none')} />
    case 'default':
      return null
  }
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common')
  const { id, durationMs } = toast
  useEffect(() => {
    if (durationMs === null) return
    const timer = setTimeout(() => dismissToast(id), durationMs)
    return () => clearTimeout(timer)
  }, [id, durationMs])
  // The role sits inside the item: a list item whose role is overridden leaves the list with no items (axe "list").
  return (
    <li className="pointer-events-auto w-full max-w-sm">
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
        data-toast-type={toast.type}
        className={cn(
          'flex w-full items-start gap-3 rounded-2xl border p-4 shadow-lg transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none',
          typeStyles[toast.type],
        )}
      >
        <TypeIcon type={toast.type} />
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        {toast.dismissible ? (
          <button
            type="button"
            onClick={() => dismissToast(id)}
            aria-label={t('actions.dismiss')}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </li>
  )
}
