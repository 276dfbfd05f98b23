import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { linkCheckJob } from './jobs.ts'
import { createSeoService } from './service.ts'
import { staticPagesSitemap } from './static-pages.ts'

/**
 * Visibility to search engines (issue 23): the fixed public pages' part of /sitemap.xml (the server
 * app serves it and /robots.txt from every feature's sources, sitemap.ts), the title and description
 * overrides of /admin/seo and the link checker of /admin/link-checker.
 */
export const seoFeature = defineServerFeature({
  name: 'seo',
  services: (deps: {
    database: DatabaseHandle
    logger: Logger
    accounts: { publicUrl: string }
    /** Where the link checker reads this server's pages; absent, the public URL. */
    crawlBaseUrl?: string
    queue?: JobQueue
  }) => ({
    seo: createSeoService({
      database: deps.database,
      logger: deps.logger,
      linkCheck: { crawlBaseUrl: deps.crawlBaseUrl ?? deps.accounts.publicUrl, publicUrl: deps.accounts.publicUrl },
      queue: deps.queue ?? null,
      linkCheckJob,
    }),
  }),
  jobs: [linkCheckJob],
  sitemaps: [staticPagesSitemap],
})
