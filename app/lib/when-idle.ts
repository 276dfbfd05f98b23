/**
 * Runs `task` after first paint: at an idle moment where the browser offers one (at the latest after
 * `timeoutMs`), else on a timer (Safari has no requestIdleCallback), so work the page does not need to
 * show never competes with it. Returns a cancel function. The one scheduler for deferred work: the
 * shell's monitors, the offline sync, the consent banner and the service worker (the offline job
 * cache waits longer, whenSettledAndIdle below).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}

/** How long whenSettledAndIdle waits for the page to settle when the reader does nothing. */
export const SETTLE_MS = 10_000
/** What counts as the reader beginning to use the page. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const

/**
 * Like whenIdle, for work that matters only once the reader stays (the offline job cache): not before
 * the reader first presses, types or scrolls, or SETTLE_MS after the call if they do nothing. On a
 * first visit such work (opening IndexedDB and creating its tables) cost 60–80 ms of main thread at
 * the end of the page's load, where a phone's taps wait behind it (decision 082).
 */
export function whenSettledAndIdle(task: () => void, timeoutMs: number): () => void {
  let cancelIdle: (() => void) | undefined
  const options = { capture: true, passive: true } as const
  const stopWaiting = () => {
    clearTimeout(timer)
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, begin, options)
  }
  function begin() {
    stopWaiting()
    cancelIdle = whenIdle(task, timeoutMs)
  }
  const timer = setTimeout(begin, SETTLE_MS)
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, begin, options)
  return () => {
    stopWaiting()
    cancelIdle?.()
  }
}
