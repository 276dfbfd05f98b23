import { X } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from './cn.ts'

/**
 * Toasts: short notices in a corner that leave by themselves (spec 000 §8's titles and texts).
 * A small store and one region in the root, rather than a toast library: it is on every page, and
 * the landing page's JavaScript is over budget (decision 007). Destructive toasts are announced
 * assertively (role="alert"), the others politely (role="status").
 */

export type ToastTone = 'default' | 'success' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  tone?: ToastTone
  /** How long it stays, in ms. */
  durationMs?: number
}

type Toast = ToastInput & { id: number }

const DEFAULT_DURATION_MS = 5000
const MAX_TOASTS = 3

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function showToast(input: ToastInput): number {
  const id = nextId++
  publish([...toasts, { ...input, id }].slice(-MAX_TOASTS))
  return id
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const noToasts: readonly Toast[] = []

export function Toaster() {
  const { t } = useTranslation('shell')
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
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

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common')
  const { id, durationMs = DEFAULT_DURATION_MS } = toast
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), durationMs)
    return () => clearTimeout(timer)
  }, [id, durationMs])
  const isDestructive = toast.tone === 'destructive'
  // The role sits inside the item: a list item whose role is overridden leaves the list with no items (axe "list").
  return (
    <li className="pointer-events-auto w-full max-w-sm">
      <div
        role={isDestructive ? 'alert' : 'status'}
        className={cn(
          'flex w-full items-start gap-3 rounded-2xl border p-4 shadow-lg transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none',
          isDestructive
            ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
            : toast.tone === 'success'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-50'
              : 'border-line bg-surface-raised text-ink',
        )}
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => dismissToast(id)}
          aria-label={t('actions.dismiss')}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  )
}
