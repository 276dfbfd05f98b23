import { STATIC_PUBLIC_PATHS } from '#core/seo/public-pages.ts'
import type { SitemapSource } from '#server/lib/server-feature.ts'

/** The public pages with a fixed path (core/seo/public-pages.ts); they carry no date of their own. */
export const staticPagesSitemap: SitemapSource<unknown> = {
  name: 'pages',
  count: () => Promise.resolve(STATIC_PUBLIC_PATHS.length),
  list: (_services, { offset, limit }) =>
    Promise.resolve(STATIC_PUBLIC_PATHS.slice(offset, offset + limit).map((path) => ({ path, lastModified: null }))),
}
