import { and, asc, count, desc, eq, gte, inArray, lt, lte, max, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PostStatus } from '#core/blog/blog.ts'
import type { Database } from '#server/db/client.ts'
import { blogClusters, blogPosts, type BlogClusterRow, type BlogPostRow } from '#server/db/schema/index.ts'

/** The SQL of the blog; rows stay here and in the service, which maps them to core's shapes. */

export type NewPost = typeof blogPosts.$inferInsert
export type NewCluster = typeof blogClusters.$inferInsert
export type PostWithCluster = BlogPostRow & { clusterSlug: string; clusterName: string; clusterNameHi: string }

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  clusterId: blogPosts.clusterId,
  authorName: blogPosts.authorName,
  status: blogPosts.status,
  publishAt: blogPosts.publishAt,
  publishedAt: blogPosts.publishedAt,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  readingMinutes: blogPosts.readingMinutes,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  clusterSlug: blogClusters.slug,
  clusterName: blogClusters.name,
  clusterNameHi: blogClusters.nameHi,
}

function selectPosts(db: Database) {
  return db.select(postColumns).from(blogPosts).innerJoin(blogClusters, eq(blogClusters.id, blogPosts.clusterId))
}

const isPublished = eq(blogPosts.status, 'published')

export async function countClusters(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogClusters)
  return row?.total ?? 0
}

export async function listClustersWithCounts(db: Database): Promise<Array<BlogClusterRow & { postCount: number; publishedCount: number }>> {
  const rows = await db
    .select({
      cluster: blogClusters,
      postCount: count(blogPosts.id),
      publishedCount: sql<number>`count(${blogPosts.id}) filter (where ${blogPosts.status} = 'published')`.mapWith(Number),
    })
    .from(blogClusters)
    .leftJoin(blogPosts, eq(blogPosts.clusterId, blogClusters.id))
    .groupBy(blogClusters.id)
    .orderBy(asc(blogClusters.name))
  return rows.map((row) => ({ ...row.cluster, postCount: row.postCount, publishedCount: row.publishedCount }))
}

export async function findClusterBySlug(db: Database, slug: string): Promise<BlogClusterRow | null> {
  const [row] = await db.select().from(blogClusters).where(eq(blogClusters.slug, slug))
  return row ?? null
}

export async function findClusterById(db: Database, id: string): Promise<BlogClusterRow | null> {
  const [row] = await db.select().from(blogClusters).where(eq(blogClusters.id, id))
  return row ?? null
}

export async function isClusterSlugTaken(db: Database, slug: string, exceptId: string | null): Promise<boolean> {
  const where = exceptId ? and(eq(blogClusters.slug, slug), ne(blogClusters.id, exceptId)) : eq(blogClusters.slug, slug)
  const [row] = await db.select({ id: blogClusters.id }).from(blogClusters).where(where)
  return row !== undefined
}

export async function isPostSlugTaken(db: Database, slug: string, exceptId: string | null): Promise<boolean> {
  const where = exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug)
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where)
  return row !== undefined
}

export async function countPostsInCluster(db: Database, clusterId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.clusterId, clusterId))
  return row?.total ?? 0
}

/** Published posts, newest first, optionally of one cluster, with their true count. */
export async function listPublishedPosts(
  db: Database,
  filter: { clusterId: string | null; offset: number; limit: number },
): Promise<{ rows: PostWithCluster[]; total: number }> {
  const where = filter.clusterId ? and(isPublished, eq(blogPosts.clusterId, filter.clusterId)) : isPublished
  const [rows, [counted]] = await Promise.all([
    selectPosts(db).where(where).orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Spec 000 §7: the post whose slug matches and whose status is published, or none. */
export async function findPublishedPostBySlug(db: Database, slug: string): Promise<PostWithCluster | null> {
  const [row] = await selectPosts(db).where(and(eq(blogPosts.slug, slug), isPublished))
  return row ?? null
}

export function listRelatedPosts(db: Database, clusterId: string, exceptId: string, limit: number): Promise<PostWithCluster[]> {
  return selectPosts(db)
    .where(and(isPublished, eq(blogPosts.clusterId, clusterId), ne(blogPosts.id, exceptId)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(limit)
}

export async function listAdminPosts(
  db: Database,
  filter: { status: PostStatus | null; clusterId: string | null; offset: number; limit: number },
): Promise<{ rows: PostWithCluster[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(blogPosts.status, filter.status))
  if (filter.clusterId) conditions.push(eq(blogPosts.clusterId, filter.clusterId))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    selectPosts(db).where(where).orderBy(desc(blogPosts.updatedAt), asc(blogPosts.slug)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

export async function findPostById(db: Database, id: string): Promise<PostWithCluster | null> {
  const [row] = await selectPosts(db).where(eq(blogPosts.id, id))
  return row ?? null
}

/** Scheduled posts in [from, to) at their publish_at, and published ones at their published_at. */
export function listCalendarPosts(db: Database, from: Date, to: Date) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(
      or(
        and(eq(blogPosts.status, 'scheduled'), gte(blogPosts.publishAt, from), lt(blogPosts.publishAt, to)),
        and(isPublished, gte(blogPosts.publishedAt, from), lt(blogPosts.publishedAt, to)),
      ),
    )
    .orderBy(asc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`))
}

/** Publishes every scheduled post whose time has come, at its scheduled time; answers their ids and slugs. */
export function publishDuePosts(db: Database, now: Date): Promise<Array<{ id: string; slug: string; publishAt: Date | null }>> {
  return db
    .update(blogPosts)
    .set({ status: 'published', publishedAt: sql`${blogPosts.publishAt}`, updatedAt: now })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)))
    .returning({ id: blogPosts.id, slug: blogPosts.slug, publishAt: blogPosts.publishAt })
}

/** The clusters that have published posts, with the newest change among them (the sitemap's topic pages). */
export function listPublishedClusters(db: Database) {
  return db
    .select({ slug: blogClusters.slug, lastModified: max(blogPosts.updatedAt), clusterUpdatedAt: blogClusters.updatedAt })
    .from(blogClusters)
    .innerJoin(blogPosts, and(eq(blogPosts.clusterId, blogClusters.id), isPublished))
    .groupBy(blogClusters.id)
    .orderBy(asc(blogClusters.slug))
}

export async function countPublishedPosts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(isPublished)
  return row?.total ?? 0
}

export function listPublishedPostPaths(db: Database, offset: number, limit: number) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(asc(blogPosts.slug))
    .offset(offset)
    .limit(limit)
}

/** The newest published posts of a cluster, for the content generator's outline. */
export function listClusterPostsForOutline(db: Database, clusterId: string, limit: number) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, body: blogPosts.body })
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.clusterId, clusterId)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit)
}

export async function findClustersBySlugs(db: Database, slugs: readonly string[]): Promise<BlogClusterRow[]> {
  if (slugs.length === 0) return []
  return db
    .select()
    .from(blogClusters)
    .where(inArray(blogClusters.slug, [...slugs]))
}
