/** The blog as its public pages read it (loaders, RSS, sitemap): published posts only. */

export interface PostSummary {
  slug: string
  title: string
  excerpt: string
  clusterSlug: string
  clusterName: string
  authorName: string
  /** ISO 8601. */
  publishedAt: string
  updatedAt: string
  readingMinutes: number
}

export interface PublishedPost extends PostSummary {
  body: string
  seoTitle: string | null
  seoDescription: string | null
}

export interface ClusterSummary {
  slug: string
  name: string
  description: string
  /** Its published posts. */
  postCount: number
}

export interface PostPage {
  posts: PostSummary[]
  /** Every published post the page's filter selects, counted. */
  total: number
  page: number
  pageCount: number
}

/** A post on /admin/calendar: scheduled ones at publish_at, published ones at published_at. */
export interface CalendarEntry {
  id: string
  title: string
  status: 'scheduled' | 'published'
  /** ISO 8601. */
  at: string
}
