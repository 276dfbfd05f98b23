/** Country guides: the page loaders and other features reach it only through this file; it registers itself in feature.ts. */
export { GUIDE_TOP_CITIES, type GuidesService } from './service.ts'
export { listGuideSitemapEntries } from './sitemap.ts'
