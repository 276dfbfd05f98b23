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
 * A button only JavaScript gives a meaning (`type="button"`, or a submit button outside any form), as
 * the page's loader records them (scripts-after-paint.ts); the consent banner's buttons work before
 * hydration through their own inline script, so their presses are left alone.
 */
const isReplayable = (button: HTMLButtonElement) =>
  !button.disabled && !button.hasAttribute('data-consent-choice') && (button.type === 'button' || button.form === null)

/** The last press waiting for its button to hydrate; a later press replaces it. */
let waiting: HTMLButtonElement | null = null

/** Presses `button` once React has hydrated it, unless a later press came first or GIVE_UP_MS went by. */
function pressWhenHydrated(button: HTMLButtonElement): void {
  waiting = button
  const started = performance.now()
  const check = () => {
    if (waiting !== button) return
    if (!button.isConnected || button.disabled || performance.now() - started > GIVE_UP_MS) waiting = null
    else if (isHydrated(button)) {
      waiting = null
      button.click()
    } else setTimeout(check, CHECK_EVERY_MS)
  }
  check()
}

/**
 * Called as hydration starts (entry.client.tsx): from then on the page's loader stops recording
 * presses (scripts-after-paint.ts), and a button pressed while the scripts were still on their way is
 * pressed again once React has hydrated it, as if the press had come then.
 *
 * A part that hydrates later from its own chunk (hydrate-later.tsx) is still the server's HTML after
 * that, until its code arrives, and React drops a press on it then. So a press on a button React has
 * not hydrated, still so once the event has run its course, is pressed again once it has. A press React
 * could handle (it hydrates the part at once when its code is there) leaves the button hydrated, and is
 * not pressed twice.
 */
export function replayEarlyPress(): void {
  window[EARLY_PRESS_DONE] = true
  const early = window[EARLY_PRESS_KEY]
  window[EARLY_PRESS_KEY] = undefined
  if (early !== undefined) pressWhenHydrated(early)
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (!button || isHydrated(button) || !isReplayable(button)) return
      setTimeout(() => {
        if (!isHydrated(button)) pressWhenHydrated(button)
      }, 0)
    },
    true,
  )
}
