import { countryGuides } from '#core/guides/guides.ts'
import type { SitemapEntry, SitemapSource } from '#server/lib/server-feature.ts'

/** /guides (changed when its newest guide did) and every guide, with the date its content was last reviewed. */
export function listGuideSitemapEntries(): SitemapEntry[] {
  const reviewed = countryGuides.map((guide) => guide.lastReviewed).sort()
  const newest = reviewed.at(-1)
  return [
    { path: '/guides', lastModified: newest === undefined ? null : new Date(`${newest}T00:00:00Z`) },
    ...countryGuides.map((guide) => ({ path: `/guides/${guide.slug}`, lastModified: new Date(`${guide.lastReviewed}T00:00:00Z`) })),
  ]
}

export const guidesSitemap: SitemapSource<unknown> = {
  name: 'guides',
  count: async () => listGuideSitemapEntries().length,
  list: async (_services, page) => listGuideSitemapEntries().slice(page.offset, page.offset + page.limit),
}
