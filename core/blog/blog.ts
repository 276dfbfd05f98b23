/**
 * The blog's rules (issue 23, decision 062): statuses, sizes, slugs, reading time and the breadcrumb
 * label of a cluster (spec 000 §2: "Blog articles show Blog > cluster name (hyphens turned to spaces) >
 * title"). Shared by the server, the pages and the editor.
 */

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** Posts on a page of /blog and of a topic page. */
export const BLOG_PAGE_SIZE = 12
/** Posts on a page of /admin/posts. */
export const ADMIN_POSTS_PAGE_SIZE = 25
/** Related posts under an article (same cluster, newest first). */
export const RELATED_POSTS_LIMIT = 4
/** Items in /blog/rss.xml: the newest published posts. */
export const RSS_ITEMS_LIMIT = 50
/** Words a reader reads in a minute, for "n min read". */
export const WORDS_PER_MINUTE = 200

export const TITLE_MIN = 5
export const TITLE_MAX = 160
export const EXCERPT_MIN = 20
export const EXCERPT_MAX = 300
export const BODY_MIN = 50
export const BODY_MAX = 100_000
export const SLUG_MAX = 100
export const AUTHOR_MAX = 80
/** Search engines show about this much of a title and a description. */
export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 160
export const CLUSTER_NAME_MAX = 60
export const CLUSTER_DESCRIPTION_MAX = 300
export const TOPIC_MAX = 160
export const KEYWORDS_MAX = 300

/** The byline of the seeded posts and the default of new ones. */
export const DEFAULT_AUTHOR = 'JobYatra Editorial Team'

/** Lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug from a title: ASCII letters and digits kept, everything else a hyphen; empty when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '')
}

/** Words of a Markdown body, its markup left out. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]/g, ' ')
  return text.split(/\s+/).filter((word) => word !== '').length
}

/** Whole minutes to read a body, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE))
}

/** The breadcrumb label of a cluster on an article: its slug with hyphens turned to spaces (spec 000 §2). */
export function clusterCrumbLabel(clusterSlug: string): string {
  return clusterSlug.replaceAll('-', ' ')
}

/** One step of a blog page's trail, as its loader hands it to the shell's breadcrumb bar. */
export interface BlogBreadcrumb {
  label: string
  /** The step's path; the page itself when left out. */
  to?: string
}

/**
 * Blog > cluster name (hyphens as spaces) > title. A Hindi page passes the topic's Hindi name as
 * `clusterLabel`: a slug is English (decision 074).
 */
export function articleBreadcrumbs(
  blogLabel: string,
  post: { title: string; clusterSlug: string },
  clusterLabel: string = clusterCrumbLabel(post.clusterSlug),
): BlogBreadcrumb[] {
  return [{ label: blogLabel, to: '/blog' }, { label: clusterLabel, to: `/blog/topics/${post.clusterSlug}` }, { label: post.title }]
}

/** Blog > topic name. */
export function topicBreadcrumbs(blogLabel: string, cluster: { name: string }): BlogBreadcrumb[] {
  return [{ label: blogLabel, to: '/blog' }, { label: cluster.name }]
}

/** A page number from the query: 1 when absent or not a positive whole number. */
export function readPageNumber(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1
  return Number(value)
}
