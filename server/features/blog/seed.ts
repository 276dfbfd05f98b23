import { readingMinutes } from '#core/blog/blog.ts'
import { DEFAULT_AUTHOR } from '#core/blog/blog.ts'
import type { Database } from '#server/db/client.ts'
import { blogClusters, blogPosts } from '#server/db/schema/index.ts'
import { countClusters, findClustersBySlugs } from './repo.ts'
import { seedClusters, seedPosts } from './seed/seed-content.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The starting content (decision 062), written once: on a database with no cluster at all. A blog an
 * editor has since changed (even emptied of posts) is left as it is, so a deleted post stays deleted.
 * Every row is inserted `on conflict do nothing`, so two servers starting at once write it once.
 */
export async function seedBlog(db: Database, now: Date): Promise<{ clusters: number; posts: number }> {
  if ((await countClusters(db)) > 0) return { clusters: 0, posts: 0 }
  return db.transaction(async (tx) => {
    const clusters = await tx
      .insert(blogClusters)
      .values(
        seedClusters.map((cluster) => ({
          slug: cluster.slug,
          name: cluster.name,
          description: cluster.description,
          nameHi: cluster.nameHi,
          descriptionHi: cluster.descriptionHi,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogClusters.id })
    const clusterIds = new Map(
      (
        await findClustersBySlugs(
          tx,
          seedClusters.map((cluster) => cluster.slug),
        )
      ).map((row) => [row.slug, row.id]),
    )
    const values = seedPosts.flatMap((post) => {
      const clusterId = clusterIds.get(post.clusterSlug)
      if (!clusterId) return []
      const publishedAt = new Date(now.getTime() - post.daysAgo * DAY_MS)
      return [
        {
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          clusterId,
          authorName: DEFAULT_AUTHOR,
          status: 'published',
          publishAt: null,
          publishedAt,
          readingMinutes: readingMinutes(post.body),
          createdAt: publishedAt,
          updatedAt: publishedAt,
        },
      ]
    })
    const posts = await tx.insert(blogPosts).values(values).onConflictDoNothing().returning({ id: blogPosts.id })
    return { clusters: clusters.length, posts: posts.length }
  })
}
