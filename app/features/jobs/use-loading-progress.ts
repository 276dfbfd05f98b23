import { useEffect, useState } from 'react'
import { getLoadingState, LOADING_TICK_MS, SEARCH_LOADING_STAGES_MS, type LoadingState } from './loading-stages.ts'

/**
 * The staged loading state, advanced every 50 ms from when the calling component mounted; mount
 * the loading view only while loading so each search starts from the first stage.
 */
export function useLoadingProgress(stagesMs: readonly number[] = SEARCH_LOADING_STAGES_MS): LoadingState {
  const [elapsedMs, setElapsedMs] = useState(0)
  useEffect(() => {
    const startedAt = performance.now()
    const timer = window.setInterval(() => setElapsedMs(performance.now() - startedAt), LOADING_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return getLoadingState(elapsedMs, stagesMs)
}

/** True once `value` has stayed true for `delayMs`: fast answers then never flash a loading screen. */
export function useDelayedFlag(value: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false)
  useEffect(() => {
    if (!value) return
    const timer = window.setTimeout(() => setIsShown(true), delayMs)
    return () => {
      window.clearTimeout(timer)
      setIsShown(false)
    }
  }, [value, delayMs])
  return value && isShown
}
