import { sitePaths } from '#core/site-pages/site-paths.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createSitePagesRoutes } from './routes.ts'
import { createSitePagesService, DEFAULT_SUPPORT_EMAIL, type SitePagesService, type SupportSettings } from './service.ts'

export type { SupportSettings } from './service.ts'

/**
 * The site pages of spec 000 §2 (issue 23): about, careers, contact, the legal pages, the help centre
 * and the three guide pages (decision 061). Their content is typed data in core/site-pages; the server
 * sends the contact form's message to the support inbox and lists the pages in the sitemap.
 */
export const sitePagesFeature = defineServerFeature({
  name: 'site-pages',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; support?: SupportSettings },
    needs: { notifications: { outbox: Outbox }; rateLimiter: RateLimiter },
  ) => ({
    sitePages: createSitePagesService({
      db: deps.database.db,
      logger: deps.logger,
      outbox: needs.notifications.outbox,
      rateLimiter: needs.rateLimiter,
      support: deps.support ?? { email: DEFAULT_SUPPORT_EMAIL },
    }),
  }),
  api: [
    {
      path: '/contact',
      create: (services: { auth: AuthService; sitePages: SitePagesService }) => createSitePagesRoutes(services),
    },
  ],
  sitemaps: [
    {
      name: 'site-pages',
      count: async () => sitePaths.length,
      list: async (_services: unknown, page) =>
        sitePaths.slice(page.offset, page.offset + page.limit).map((entry) => ({
          path: entry.path,
          lastModified: entry.lastModified === null ? null : new Date(`${entry.lastModified}T00:00:00+05:30`),
        })),
    },
  ],
})
