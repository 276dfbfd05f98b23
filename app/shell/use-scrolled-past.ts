import { useSyncExternalStore } from 'react'

/** The header shrinks after this much scroll (spec 000 §9, 001 §9). */
export const HEADER_SHRINK_SCROLL_PX = 20

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

function readIsScrolledPast(): boolean {
  return window.scrollY > HEADER_SHRINK_SCROLL_PX
}

function readServerIsScrolledPast(): boolean {
  return false
}

/** True once the page is scrolled past HEADER_SHRINK_SCROLL_PX; false on the server. */
export function useIsScrolledPast(): boolean {
  return useSyncExternalStore(subscribeToScroll, readIsScrolledPast, readServerIsScrolledPast)
}
