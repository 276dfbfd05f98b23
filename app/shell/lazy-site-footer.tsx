import { hydrateLater } from '#app/lib/hydrate-later.tsx'

/** The footer (site-footer.tsx), below the fold on every page: out of every page's initial JavaScript (decision 032). */
const siteFooter = hydrateLater(() => import('./site-footer.tsx').then((module) => module.SiteFooter))
if (import.meta.env.SSR) await siteFooter.ready

export const LazySiteFooter = siteFooter.Component
