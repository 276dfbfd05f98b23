import { hydrateLater } from '#app/lib/hydrate-later.tsx'

/** Features and trust (lower-sections.tsx), out of the landing page's initial JavaScript (decision 032). */
const lowerSections = hydrateLater(() => import('./lower-sections.tsx').then((module) => module.LowerSections))
if (import.meta.env.SSR) await lowerSections.ready

export const LazyLowerSections = lowerSections.Component
