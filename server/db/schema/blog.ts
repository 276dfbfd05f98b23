import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The blog (issue 23, decision 062; spec 000 §3 "Blog post: title, cluster, slug, status. Blog
 * cluster: name, slug."). A cluster is a topic (/blog/topics/{slug}); a post belongs to one. The
 * byline is text, not a user: a post outlives the staff account that wrote it, and who changed what
 * is in the audit log.
 */
export const blogClusters = pgTable('blog_clusters', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The Hindi name and description Hindi pages show; empty: the English ones (decision 074). */
  nameHi: text('name_hi').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A post: Markdown body (rendered through core/blog/markdown.ts's safe subset on every read), its
 * status, and when it goes out. `publishAt` is the time a scheduled post is due; `publishedAt` is set
 * when it is published (by the editor or the blog-publish-due job) and orders the blog.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => blogClusters.id, { onDelete: 'restrict' }),
    authorName: text('author_name').notNull(),
    status: text('status').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    readingMinutes: integer('reading_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_status_published_idx').on(table.status, table.publishedAt),
    index('blog_posts_cluster_status_published_idx').on(table.clusterId, table.status, table.publishedAt),
    index('blog_posts_status_publish_at_idx').on(table.status, table.publishAt),
    check('blog_posts_status_check', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_scheduled_has_time_check', sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`),
    check('blog_posts_published_has_time_check', sql`${table.status} <> 'published' or ${table.publishedAt} is not null`),
  ],
)

export type BlogClusterRow = typeof blogClusters.$inferSelect
export type BlogPostRow = typeof blogPosts.$inferSelect
