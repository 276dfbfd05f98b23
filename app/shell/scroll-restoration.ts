/**
 * The key React Router's <ScrollRestoration> files a scroll position under (spec 000 §2 "Navigation
 * behaviour"). A new page starts at the top, and Back restores where it was, as by default (each
 * history entry has its own key). Home and the guide pages are keyed by their path instead, so the
 * reader comes back to the same place on them however they return: from one guide to another and
 * back, or from anywhere to the home page. A link to #id scrolls to it, 80 px below the fixed header
 * (scroll-padding-top in app.css), smoothly unless the reader asks for reduced motion.
 */
export function scrollRestorationKey(location: { pathname: string; key: string }): string {
  const { pathname } = location
  if (pathname === '/' || pathname === '/guides' || pathname.startsWith('/guides/')) return pathname
  return location.key
}
