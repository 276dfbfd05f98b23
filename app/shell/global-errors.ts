import { useSyncExternalStore } from 'react'
import { recordError } from '#app/lib/error-monitor.ts'

/**
 * Uncaught errors and unhandled rejections after hydration replace the page with the Application
 * Error panel (spec 001 §8). Harmless noise does not, and is not recorded:
 * - "ResizeObserver loop …" messages: the browser delaying a resize notification, not a failure;
 * - AbortError and TimeoutError rejections: a request we cancelled ourselves (a newer search, a time-out
 *   the caller already handled);
 * - "Script error." with no error object: a script of another origin (an extension, a third-party tag)
 *   whose details the browser hides, which our code did not throw.
 */
export function isHarmlessError(reason: unknown, message = ''): boolean {
  if (/^(Uncaught )?ResizeObserver loop/.test(message)) return true
  if (reason instanceof DOMException && (reason.name === 'AbortError' || reason.name === 'TimeoutError')) return true
  if (reason instanceof Error && reason.name === 'AbortError') return true
  return (reason === null || reason === undefined) && message === 'Script error.'
}

let failure: Error | null = null
const listeners = new Set<() => void>()

function setFailure(next: Error | null) {
  failure = next
  for (const listener of listeners) listener()
}

/** Puts the page back after Try Again on the panel. */
export function clearGlobalFailure(): void {
  setFailure(null)
}

function fail(reason: unknown, message: string) {
  if (isHarmlessError(reason, message)) return
  const error = reason instanceof Error ? reason : new Error(message || String(reason))
  recordError({ code: 'CLIENT_JAVASCRIPT_ERROR', message: error.message, source: 'window' })
  setFailure(error)
}

/** Starts listening; returns the function that stops. Called once the page has hydrated. */
export function listenForGlobalErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => fail(event.error, event.message)
  const onRejection = (event: PromiseRejectionEvent) => fail(event.reason, event.reason instanceof Error ? event.reason.message : '')
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useGlobalFailure(): Error | null {
  return useSyncExternalStore(
    subscribe,
    () => failure,
    () => null,
  )
}
