/**
 * Runs `task` after first paint: at an idle moment where the browser offers one (at the latest after
 * `timeoutMs`), else on a timer (Safari has no requestIdleCallback), so work the page does not need to
 * show never competes with it. Returns a cancel function. The one scheduler for deferred work: the
 * shell's monitors, the offline sync, the consent banner, the service worker and the offline job cache.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
