import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createGuidesService } from './service.ts'
import { guidesSitemap } from './sitemap.ts'

/** Country guides (issue 23, decision 063): open-job counts for the guide pages, and the guides' part of the sitemap. */
export const guidesFeature = defineServerFeature({
  name: 'guides',
  services: (deps: { database: DatabaseHandle }) => ({ guides: createGuidesService(deps) }),
  sitemaps: [guidesSitemap],
})
