import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Keeps calls to an outside API within its rate: at most `perSecond` calls start in any sliding
 * second (a fractional rate, 2.5, is 3 calls in any 1.2 s). A call past the rate waits for its turn;
 * one whose turn is further away than `maxWaitMs` is refused at once (false) rather than queued, so a
 * burst of callers cannot build a queue that no one waits for. Real time, always: the rate is the
 * provider's, not a test clock's.
 */
export interface RequestRate {
  /** Resolves true when the call may start now, false when its turn is too far away. */
  takeTurn(): Promise<boolean>
}

export function createRequestRate(options: { perSecond: number; maxWaitMs: number }): RequestRate {
  if (!(options.perSecond > 0)) throw new Error('perSecond must be above 0')
  const callsPerWindow = Math.ceil(options.perSecond)
  const windowMs = (1000 * callsPerWindow) / options.perSecond
  /** Start times of the calls within the last window, oldest first. */
  const started: number[] = []

  return {
    async takeTurn() {
      for (;;) {
        const current = Date.now()
        while (started.length > 0 && (started[0] ?? 0) <= current - windowMs) started.shift()
        if (started.length < callsPerWindow) {
          started.push(current)
          return true
        }
        const wait = (started[0] ?? current) + windowMs - current
        if (wait > options.maxWaitMs) return false
        await sleep(wait)
      }
    },
  }
}
