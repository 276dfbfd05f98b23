/**
 * How many times Try Again may be pressed (spec 001 §4 "Error boundary": up to 3 times, the counter
 * resets after 30 s). It lives outside React because the error boundary remounts its panel each
 * time a retry fails, which would reset a component's own state.
 */
export interface RetryBudget {
  readonly maxAttempts: number
  /** Attempts made since the last reset. */
  countAttempts(): number
  canRetry(): boolean
  /** Counts one attempt; false (and nothing counted) when none is left. */
  recordAttempt(): boolean
  subscribe(listener: () => void): () => void
}

export function createRetryBudget(maxAttempts: number, resetAfterMs: number): RetryBudget {
  let attempts = 0
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  return {
    maxAttempts,
    countAttempts: () => attempts,
    canRetry: () => attempts < maxAttempts,
    recordAttempt() {
      if (attempts >= maxAttempts) return false
      attempts += 1
      // The window restarts with each attempt: 30 s of calm gives the full budget back.
      clearTimeout(resetTimer)
      resetTimer = setTimeout(() => {
        attempts = 0
        notify()
      }, resetAfterMs)
      notify()
      return true
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
