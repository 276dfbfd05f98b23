import type { ErrorSeverity } from '#core/errors/codes.ts'

/**
 * The toast list (spec 001 §3 "Toast", §9 "Toasts"), kept outside React so any code can raise one and
 * tests can read it without a DOM. The region that shows it is toast.tsx.
 */

export const toastTypes = ['success', 'info', 'warning', 'error', 'loading', 'default'] as const
export type ToastType = (typeof toastTypes)[number]

/** The older name of the types, kept for callers that say `tone` (destructive is error). */
export type ToastTone = 'default' | 'success' | 'destructive'

/** Spec 001 §9 "Toasts": display time by severity; an auth error 8 s; any other toast 4 s. */
export const TOAST_DURATION_BY_SEVERITY_MS: Readonly<Record<ErrorSeverity, number>> = {
  low: 3000,
  medium: 5000,
  high: 8000,
  critical: 10_000,
}
export const AUTH_ERROR_TOAST_MS = 8000
export const DEFAULT_TOAST_MS = 4000
/** Spec 001 §9: at most 3 visible; a fourth pushes out the oldest. */
export const MAX_VISIBLE_TOASTS = 3

export type ToastInput = {
  title: string
  description?: string
  type?: ToastType
  /** Same as `type`, in the older words: destructive is error. */
  tone?: ToastTone
  /** Sets the display time when no `durationMs` is given. */
  severity?: ErrorSeverity
  /** An authentication failure: shown 8 s whatever its severity. */
  isAuthError?: boolean
  /** How long it stays, in ms; a loading toast without one stays until dismissed. */
  durationMs?: number
  /** False hides the close button (a loading toast the caller ends). Default true. */
  dismissible?: boolean
}

export type Toast = {
  id: number
  title: string
  description?: string
  type: ToastType
  /** null: stays until dismissed. */
  durationMs: number | null
  dismissible: boolean
}

function typeOf(input: ToastInput): ToastType {
  if (input.type) return input.type
  if (input.tone === 'destructive') return 'error'
  return input.tone ?? 'default'
}

export function toastDuration(input: ToastInput): number | null {
  if (input.durationMs !== undefined) return input.durationMs
  if (input.isAuthError) return AUTH_ERROR_TOAST_MS
  if (input.severity) return TOAST_DURATION_BY_SEVERITY_MS[input.severity]
  return typeOf(input) === 'loading' ? null : DEFAULT_TOAST_MS
}

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function showToast(input: ToastInput): number {
  const id = nextId++
  const toast: Toast = {
    id,
    title: input.title,
    ...(input.description === undefined ? {} : { description: input.description }),
    type: typeOf(input),
    durationMs: toastDuration(input),
    dismissible: input.dismissible ?? true,
  }
  publish([...toasts, toast].slice(-MAX_VISIBLE_TOASTS))
  return id
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
}

export function readToasts(): readonly Toast[] {
  return toasts
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
