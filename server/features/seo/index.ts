/** Visibility to search engines: other features reach it only through this file; it registers itself in feature.ts. */
export { createSitemapRoutes, SITEMAP_CACHE_CONTROL } from './sitemap.ts'
export { buildRobotsTxt } from './robots.ts'
export type { LinkCheckRun, PageHead, SeoActor, SeoOverride, SeoService } from './service.ts'
