import { EARLY_PRESS_DONE, EARLY_PRESS_KEY } from './scripts-after-paint.ts'

/** A press older than this when its button hydrates is not replayed: the person has moved on. */
const GIVE_UP_MS = 10_000
const CHECK_EVERY_MS = 50

declare global {
  interface Window {
    [EARLY_PRESS_KEY]?: HTMLButtonElement
    [EARLY_PRESS_DONE]?: boolean
  }
}

/** React marks each element it has hydrated with its props under a key of this prefix. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))

/**
 * Called as hydration starts (entry.client.tsx): from then on React itself handles presses, so the
 * page's loader stops recording (scripts-after-paint.ts); a button pressed while the scripts were
 * still on their way is pressed again once React has hydrated it, as if the press had come then.
 */
export function replayEarlyPress(): void {
  window[EARLY_PRESS_DONE] = true
  const button = window[EARLY_PRESS_KEY]
  window[EARLY_PRESS_KEY] = undefined
  if (button === undefined) return
  const started = performance.now()
  const check = () => {
    if (!button.isConnected || button.disabled || performance.now() - started > GIVE_UP_MS) return
    if (isHydrated(button)) button.click()
    else setTimeout(check, CHECK_EVERY_MS)
  }
  check()
}
