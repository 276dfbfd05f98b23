import { lazy, Suspense, type ComponentType } from 'react'

const loadSections = () => import('./lower-sections.tsx').then((module) => module.LowerSections)

/**
 * The server has the sections before any request (imported at start-up below), so its HTML has them
 * whole, as before; the browser hydrates them from their own chunk (decision 032), fetched when
 * hydration reaches this boundary, so the hero and the search hydrate without waiting for them and the
 * server's HTML stays in place meanwhile.
 */
let serverSections: ComponentType | null = null
if (import.meta.env.SSR) serverSections = await loadSections()

/** A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page without its lower sections, not broken. */
const LoadedSections = lazy(() =>
  loadSections().then(
    (sections): { default: ComponentType } => ({ default: sections }),
    (): { default: ComponentType } => ({ default: NoSections }),
  ),
)

function NoSections() {
  return null
}

/** Features and trust (lower-sections.tsx), out of the landing page's initial JavaScript. */
export function LazyLowerSections() {
  const Sections = serverSections ?? LoadedSections
  return (
    <Suspense fallback={null}>
      <Sections />
    </Suspense>
  )
}
