/** A press released without a click (a long press, or a drag off the element) stops waiting after this long. */
const PRESS_WITHOUT_CLICK_MS = 500

/**
 * Runs `callback` once the pointer press now in progress has been delivered: in a new task after its
 * click (so the click's handlers and default action, such as submitting a form, have run against
 * the page as the person saw it), at once when the press turns into a scroll (pointercancel), or
 * shortly after release when no click follows. A tap on a phone is delivered as pointerdown and
 * pointerup, then mousedown, focus change, mouseup and click at the same point: changing the layout
 * before the click would send it to whatever moved under the finger. Returns a cancel function.
 */
export function runAfterPress(callback: () => void): () => void {
  let timer: number | undefined
  const options = { capture: true }

  function finish() {
    cancel()
    callback()
  }
  function finishAfterClick() {
    window.clearTimeout(timer)
    timer = window.setTimeout(finish, 0)
  }
  function finishUnlessClicked() {
    window.clearTimeout(timer)
    timer = window.setTimeout(finish, PRESS_WITHOUT_CLICK_MS)
  }
  function cancel() {
    window.clearTimeout(timer)
    window.removeEventListener('click', finishAfterClick, options)
    window.removeEventListener('pointerup', finishUnlessClicked, options)
    window.removeEventListener('pointercancel', finish, options)
  }

  window.addEventListener('click', finishAfterClick, options)
  window.addEventListener('pointerup', finishUnlessClicked, options)
  window.addEventListener('pointercancel', finish, options)
  return cancel
}
