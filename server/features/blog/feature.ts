import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { blogPublishDueJob } from './jobs.ts'
import { createBlogRoutes } from './routes.ts'
import { createBlogService, type BlogService } from './service.ts'

/**
 * The blog (issue 23, decision 062): published posts and topic clusters for the public pages, the
 * staff API of the content admin at /api/blog, the starting content written on first start, the job
 * that publishes scheduled posts, and the blog's part of the sitemap. Holds no personal data: a
 * post's byline is text, and who changed what is in the audit log.
 */
export const blogFeature = defineServerFeature({
  name: 'blog',
  services: (deps: { database: DatabaseHandle; logger: Logger; adapters: Pick<Adapters, 'ai'> }) => ({
    blog: createBlogService({ database: deps.database, logger: deps.logger, ai: deps.adapters.ai }),
  }),
  api: [{ path: '/blog', create: (services: { auth: AuthService; blog: BlogService }) => createBlogRoutes(services) }],
  jobs: [blogPublishDueJob],
  sitemaps: [
    {
      name: 'blog',
      count: (services: { blog: BlogService }) => services.blog.countSitemap(),
      list: (services: { blog: BlogService }, page: { offset: number; limit: number }) => services.blog.listSitemap(page),
    },
  ],
  start: async (services: { blog: BlogService }) => {
    await services.blog.seed()
  },
})
