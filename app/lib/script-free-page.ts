/**
 * The alternate fast-loading home of spec 000 §2 (`/?amp`): a page the server sends whole, with no
 * JavaScript at all (no module scripts, no preloads, no inline scripts; structured data only). The
 * shell (root.tsx), the HTML stream (entry.server.tsx) and the home route read it from the URL.
 */
export function isScriptFreePage(location: { pathname: string; search: string }): boolean {
  return location.pathname === '/' && new URLSearchParams(location.search).has('amp')
}
