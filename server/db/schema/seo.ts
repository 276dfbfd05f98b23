import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Staff's own title and description for a public page (/admin/seo), keyed by the page's path. A null
 * field keeps the page's own text. The pages read them through the seo service's cached lookup.
 */
export const seoOverrides = pgTable('seo_overrides', {
  path: text('path').primaryKey(),
  title: text('title'),
  description: text('description'),
  updatedByUserId: text('updated_by_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One broken link a link check found: where it points, the page that links to it, and why it failed. */
export interface BrokenLink {
  url: string
  foundOn: string
  status: number | null
  reason: string
}

/** A run of the link checker (/admin/link-checker): its progress while it runs and the broken links it found. */
export const linkCheckRuns = pgTable('link_check_runs', {
  id: serial('id').primaryKey(),
  /** queued, running, done or failed. */
  status: text('status').notNull(),
  startedByUserId: text('started_by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  pagesCrawled: integer('pages_crawled').notNull().default(0),
  linksChecked: integer('links_checked').notNull().default(0),
  /** Links found so far (internal pages queued and external links), which grows as the crawl goes. */
  linksFound: integer('links_found').notNull().default(0),
  broken: jsonb('broken').$type<BrokenLink[]>().notNull().default([]),
  failure: text('failure'),
})
