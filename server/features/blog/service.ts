import {
  ADMIN_POSTS_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  RELATED_POSTS_LIMIT,
  RSS_ITEMS_LIMIT,
  readingMinutes,
  slugify,
  type PostStatus,
} from '#core/blog/blog.ts'
import type { CalendarEntry, ClusterSummary, PostPage, PostSummary, PublishedPost } from '#core/blog/blog-post.ts'
import type { AdminPost, BlogCluster, ClusterInput, GenerateDraft, GeneratedDraft, PostInput } from '#core/blog/blog.schema.ts'
import { englishMessage } from '#core/errors/error-text.server.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { auditLog, blogClusters, blogPosts, type BlogClusterRow } from '#server/db/schema/index.ts'
import type { SitemapEntry } from '#server/lib/server-feature.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Language } from '#server/lib/request-language.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { buildOutline, splitKeywords, type DraftText } from './outline.ts'
import {
  countPostsInCluster,
  countPublishedPosts,
  findClusterById,
  findClusterBySlug,
  findPostById,
  findPublishedPostBySlug,
  isClusterSlugTaken,
  isPostSlugTaken,
  listAdminPosts,
  listCalendarPosts,
  listClusterPostsForOutline,
  listClustersWithCounts,
  listPublishedClusters,
  listPublishedPostPaths,
  listPublishedPosts,
  listRelatedPosts,
  publishDuePosts,
  type PostWithCluster,
} from './repo.ts'
import { seedBlog } from './seed.ts'

/** The purpose the content generator asks the AI adapter under. */
export const BLOG_DRAFT_AI_PURPOSE = 'blog:draft'

/** Who makes a change, as the audit log names them. */
export interface BlogActor {
  userId: string
  email: string
}

export interface BlogServiceDeps {
  database: DatabaseHandle
  logger: Logger
  ai: AiChat
  now?: () => Date
}

const aiDraftSchema = z.object({ title: z.string().min(5), excerpt: z.string().min(20), body: z.string().min(50) })

/** A topic's name or description in the page's language: Hindi when staff wrote it, else English (decision 074). */
function inLanguage(language: Language, english: string, hindi: string): string {
  return language === 'hi' && hindi !== '' ? hindi : english
}

function toSummary(row: PostWithCluster, language: Language): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    clusterSlug: row.clusterSlug,
    clusterName: inLanguage(language, row.clusterName, row.clusterNameHi),
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: row.readingMinutes,
  }
}

function toPublished(row: PostWithCluster, language: Language): PublishedPost {
  return { ...toSummary(row, language), body: row.body, seoTitle: row.seoTitle, seoDescription: row.seoDescription }
}

function toAdminPost(row: PostWithCluster): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cluster_id: row.clusterId,
    cluster_slug: row.clusterSlug,
    cluster_name: row.clusterName,
    author_name: row.authorName,
    status: isPostStatus(row.status) ? row.status : 'draft',
    publish_at: row.publishAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    reading_minutes: row.readingMinutes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function isPostStatus(value: string): value is PostStatus {
  return value === 'draft' || value === 'scheduled' || value === 'published'
}

function toCluster(row: BlogClusterRow, counts: { postCount: number; publishedCount: number }): BlogCluster {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    name_hi: row.nameHi,
    description_hi: row.descriptionHi,
    post_count: counts.postCount,
    published_count: counts.publishedCount,
  }
}

function fieldRefusal(path: string, reason: 'slug_taken' | 'publish_at_past'): AppError {
  const message = englishMessage({ code: 'VALIDATION_INVALID_FORMAT', reason })
  return new AppError('VALIDATION_INVALID_FORMAT', { reason, fields: [{ path, message }] })
}

export function createBlogService(deps: BlogServiceDeps) {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  /** A page of published posts; null past the last page, which is not a page (its links would lead nowhere). */
  async function pageOf(clusterId: string | null, page: number, language: Language): Promise<PostPage | null> {
    const { rows, total } = await listPublishedPosts(db, { clusterId, offset: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE })
    const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
    if (page > pageCount) return null
    return { posts: rows.map((row) => toSummary(row, language)), total, page, pageCount }
  }

  function toClusterSummary(row: BlogClusterRow, postCount: number, language: Language): ClusterSummary {
    return {
      slug: row.slug,
      name: inLanguage(language, row.name, row.nameHi),
      description: inLanguage(language, row.description, row.descriptionHi),
      postCount,
    }
  }

  async function listPublicClusters(language: Language): Promise<ClusterSummary[]> {
    const rows = await listClustersWithCounts(db)
    return rows.filter((row) => row.publishedCount > 0).map((row) => toClusterSummary(row, row.publishedCount, language))
  }

  /** A slug free for a new post or cluster: the one asked for, else the text's with -2, -3… */
  async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
    const root = base === '' ? 'post' : base
    if (!(await isTaken(root))) return root
    for (let suffix = 2; suffix < 1000; suffix += 1) {
      const candidate = `${root.slice(0, 95)}-${suffix}`
      if (!(await isTaken(candidate))) return candidate
    }
    throw new AppError('EDIT_CONFLICT')
  }

  async function requireCluster(id: string): Promise<BlogClusterRow> {
    const cluster = await findClusterById(db, id)
    if (!cluster) throw new AppError('VALIDATION_INVALID_FORMAT', { fields: [{ path: 'cluster_id', message: 'No cluster has this id' }] })
    return cluster
  }

  /** The columns a post's input sets, with its status rules: a scheduled time must be ahead; publishing keeps the first date. */
  function postValues(input: PostInput, slug: string, before: PostWithCluster | null) {
    const at = now()
    let publishAt: Date | null = input.publish_at === null ? null : new Date(input.publish_at)
    let publishedAt: Date | null = null
    if (input.status === 'scheduled') {
      if (publishAt === null || publishAt.getTime() <= at.getTime()) throw fieldRefusal('publish_at', 'publish_at_past')
    }
    if (input.status === 'published') {
      publishedAt = before?.status === 'published' && before.publishedAt ? before.publishedAt : at
      publishAt = null
    }
    return {
      slug,
      title: input.title,
      excerpt: input.excerpt,
      body: input.body,
      clusterId: input.cluster_id,
      authorName: input.author_name,
      status: input.status,
      publishAt,
      publishedAt,
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      readingMinutes: readingMinutes(input.body),
      updatedAt: at,
    }
  }

  async function readAdminPost(id: string): Promise<AdminPost> {
    const row = await findPostById(db, id)
    if (!row) throw new AppError('NOT_FOUND')
    return toAdminPost(row)
  }

  /** The editor's post, or null (its page answers the 404). */
  async function findAdminPost(id: string): Promise<AdminPost | null> {
    const row = await findPostById(db, id)
    return row ? toAdminPost(row) : null
  }

  function auditValues(actor: BlogActor, action: string, targetType: string, targetId: string, before: unknown, after: unknown) {
    return { actorUserId: actor.userId, actorLabel: actor.email, action, targetType, targetId, before, after }
  }

  function postAudit(row: { slug: string; title: string; status: string; publishAt: Date | null; clusterId: string }) {
    return {
      slug: row.slug,
      title: row.title,
      status: row.status,
      publish_at: row.publishAt?.toISOString() ?? null,
      cluster_id: row.clusterId,
    }
  }

  async function createPost(actor: BlogActor, input: PostInput): Promise<AdminPost> {
    await requireCluster(input.cluster_id)
    let slug = input.slug
    if (slug !== '' && (await isPostSlugTaken(db, slug, null))) throw fieldRefusal('slug', 'slug_taken')
    if (slug === '') slug = await freeSlug(slugify(input.title), (candidate) => isPostSlugTaken(db, candidate, null))
    const values = postValues(input, slug, null)
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(blogPosts).values(values).returning()
      if (!row) throw new Error('The post was not written')
      await tx.insert(auditLog).values(auditValues(actor, 'blog_post.create', 'blog_post', row.id, null, postAudit(row)))
      return row.id
    })
    deps.logger.info({ postId: id, status: values.status }, 'blog post created')
    return readAdminPost(id)
  }

  async function updatePost(actor: BlogActor, id: string, input: PostInput): Promise<AdminPost> {
    const before = await findPostById(db, id)
    if (!before) throw new AppError('NOT_FOUND')
    await requireCluster(input.cluster_id)
    const slug = input.slug === '' ? before.slug : input.slug
    if (slug !== before.slug && (await isPostSlugTaken(db, slug, id))) throw fieldRefusal('slug', 'slug_taken')
    const values = postValues(input, slug, before)
    await db.transaction(async (tx) => {
      const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning()
      if (!row) throw new AppError('NOT_FOUND')
      await tx.insert(auditLog).values(auditValues(actor, 'blog_post.update', 'blog_post', id, postAudit(before), postAudit(row)))
    })
    return readAdminPost(id)
  }

  async function deletePost(actor: BlogActor, id: string): Promise<void> {
    const before = await findPostById(db, id)
    if (!before) throw new AppError('NOT_FOUND')
    await db.transaction(async (tx) => {
      await tx.delete(blogPosts).where(eq(blogPosts.id, id))
      await tx.insert(auditLog).values(auditValues(actor, 'blog_post.delete', 'blog_post', id, postAudit(before), null))
    })
  }

  async function readAdminCluster(id: string): Promise<BlogCluster> {
    const found = (await listClustersWithCounts(db)).find((row) => row.id === id)
    if (!found) throw new AppError('NOT_FOUND')
    return toCluster(found, found)
  }

  async function createCluster(actor: BlogActor, input: ClusterInput): Promise<BlogCluster> {
    const slug = input.slug === '' ? slugify(input.name) : input.slug
    if (slug === '' || (await isClusterSlugTaken(db, slug, null))) throw fieldRefusal('slug', 'slug_taken')
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogClusters)
        .values({ slug, name: input.name, description: input.description, nameHi: input.name_hi, descriptionHi: input.description_hi })
        .returning()
      if (!row) throw new Error('The cluster was not written')
      await tx
        .insert(auditLog)
        .values(auditValues(actor, 'blog_cluster.create', 'blog_cluster', row.id, null, { slug, name: row.name, name_hi: row.nameHi }))
      return row.id
    })
    return readAdminCluster(id)
  }

  async function updateCluster(actor: BlogActor, id: string, input: ClusterInput): Promise<BlogCluster> {
    const before = await findClusterById(db, id)
    if (!before) throw new AppError('NOT_FOUND')
    const slug = input.slug === '' ? before.slug : input.slug
    if (slug !== before.slug && (await isClusterSlugTaken(db, slug, id))) throw fieldRefusal('slug', 'slug_taken')
    await db.transaction(async (tx) => {
      await tx
        .update(blogClusters)
        .set({
          slug,
          name: input.name,
          description: input.description,
          nameHi: input.name_hi,
          descriptionHi: input.description_hi,
          updatedAt: now(),
        })
        .where(eq(blogClusters.id, id))
      await tx.insert(auditLog).values(
        auditValues(
          actor,
          'blog_cluster.update',
          'blog_cluster',
          id,
          {
            slug: before.slug,
            name: before.name,
            description: before.description,
            name_hi: before.nameHi,
            description_hi: before.descriptionHi,
          },
          { slug, name: input.name, description: input.description, name_hi: input.name_hi, description_hi: input.description_hi },
        ),
      )
    })
    return readAdminCluster(id)
  }

  async function deleteCluster(actor: BlogActor, id: string): Promise<void> {
    const before = await findClusterById(db, id)
    if (!before) throw new AppError('NOT_FOUND')
    // Its posts would be left without a topic: they move or go first.
    if ((await countPostsInCluster(db, id)) > 0) throw new AppError('EDIT_CONFLICT', { reason: 'cluster_has_posts' })
    await db.transaction(async (tx) => {
      await tx.delete(blogClusters).where(eq(blogClusters.id, id))
      await tx
        .insert(auditLog)
        .values(auditValues(actor, 'blog_cluster.delete', 'blog_cluster', id, { slug: before.slug, name: before.name }, null))
    })
  }

  async function writeDraftWithAi(input: GenerateDraft, clusterName: string): Promise<DraftText | null> {
    if (deps.ai.provider === 'local') return null
    try {
      const answer = await deps.ai.complete({
        purpose: BLOG_DRAFT_AI_PURPOSE,
        format: 'json',
        maxTokens: 2000,
        temperature: 0.5,
        messages: [
          {
            role: 'system',
            content:
              'You draft blog posts for JobYatra, a job site for Indian job seekers. Write practical, India-specific advice in Markdown ' +
              '(## headings, lists, **bold**; no HTML). Never invent statistics or quote figures as facts; tell readers to check official sources for rules. ' +
              'Answer with one JSON object: {"title": string, "excerpt": string (one or two sentences), "body": string (Markdown, 400-700 words)}.',
          },
          {
            role: 'user',
            content: `Topic: ${input.topic}\nCluster: ${clusterName}\nKeywords: ${splitKeywords(input.keywords).join(', ') || 'none'}`,
          },
        ],
      })
      const parsed = aiDraftSchema.safeParse(JSON.parse(answer.text))
      if (!parsed.success) {
        deps.logger.warn({ purpose: BLOG_DRAFT_AI_PURPOSE }, 'the AI answered a draft that is not the JSON asked for; the outline is used')
        return null
      }
      return parsed.data
    } catch (error) {
      if (error instanceof ProviderError || error instanceof SyntaxError) {
        deps.logger.warn({ purpose: BLOG_DRAFT_AI_PURPOSE, err: error }, 'the AI did not draft the post; the outline is used')
        return null
      }
      throw error
    }
  }

  async function generateDraft(actor: BlogActor, input: GenerateDraft): Promise<GeneratedDraft> {
    const cluster = await requireCluster(input.cluster_id)
    const written = await writeDraftWithAi(input, cluster.name)
    const sources = await listClusterPostsForOutline(db, cluster.id, 5)
    const draft = written ?? buildOutline({ topic: input.topic, keywords: input.keywords, clusterName: cluster.name, sources })
    const post = await createPost(actor, {
      title: draft.title.slice(0, 160),
      slug: '',
      excerpt: draft.excerpt.slice(0, 300),
      body: draft.body,
      cluster_id: cluster.id,
      author_name: actor.email.split('@')[0] ?? actor.email,
      status: 'draft',
      publish_at: null,
      seo_title: null,
      seo_description: null,
    })
    return { post, source: written ? 'model' : 'outline' }
  }

  return {
    /** The starting content on first start (decision 062). */
    seed: () => seedBlog(db, now()),

    /** The public reads take the page's language: a topic's name and description are Hindi on Hindi pages when staff wrote them. */
    listPublished: (page: number, language: Language) => pageOf(null, page, language),
    listPublicClusters,
    /** A topic and a page of its posts; null for an unknown topic or a page past its last (the pages answer the 404). */
    async readTopic(slug: string, page: number, language: Language): Promise<{ cluster: ClusterSummary; page: PostPage } | null> {
      const cluster = await findClusterBySlug(db, slug)
      if (!cluster) return null
      const posts = await pageOf(cluster.id, page, language)
      if (!posts) return null
      return { cluster: toClusterSummary(cluster, posts.total, language), page: posts }
    },
    /**
     * Spec 000 §7: only a published post by its slug; null for anything else. The page answers the 404
     * itself: the built app bundles its own AppError class, so a refusal is thrown on the page's side.
     */
    async readPost(slug: string, language: Language): Promise<{ post: PublishedPost; related: PostSummary[] } | null> {
      const row = await findPublishedPostBySlug(db, slug)
      if (!row) return null
      const related = await listRelatedPosts(db, row.clusterId, row.id, RELATED_POSTS_LIMIT)
      return { post: toPublished(row, language), related: related.map((item) => toSummary(item, language)) }
    },
    async listFeed(): Promise<PublishedPost[]> {
      const { rows } = await listPublishedPosts(db, { clusterId: null, offset: 0, limit: RSS_ITEMS_LIMIT })
      // The feed is the English blog: its categories are the English names.
      return rows.map((row) => toPublished(row, 'en'))
    },

    /** The sitemap: /blog, each topic with published posts, each published post. */
    async countSitemap(): Promise<number> {
      const [clusters, posts] = await Promise.all([listPublishedClusters(db), countPublishedPosts(db)])
      return posts === 0 ? 0 : 1 + clusters.length + posts
    },
    async listSitemap(page: { offset: number; limit: number }): Promise<SitemapEntry[]> {
      const clusters = await listPublishedClusters(db)
      if (clusters.length === 0) return []
      const newest = clusters.reduce<Date | null>(
        (latest, row) => (row.lastModified && (!latest || row.lastModified > latest) ? row.lastModified : latest),
        null,
      )
      const head: SitemapEntry[] = [
        { path: '/blog', lastModified: newest },
        ...clusters.map((row) => ({
          path: `/blog/topics/${row.slug}`,
          lastModified: row.lastModified && row.lastModified > row.clusterUpdatedAt ? row.lastModified : row.clusterUpdatedAt,
        })),
      ]
      const fromHead = head.slice(page.offset, page.offset + page.limit)
      const postOffset = Math.max(0, page.offset - head.length)
      const postLimit = page.limit - fromHead.length
      if (postLimit <= 0) return fromHead
      const posts = await listPublishedPostPaths(db, postOffset, postLimit)
      return [...fromHead, ...posts.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updatedAt }))]
    },

    async listAdminPosts(filter: { status: PostStatus | null; clusterSlug: string | null; page: number }) {
      const cluster = filter.clusterSlug ? await findClusterBySlug(db, filter.clusterSlug) : null
      const clusterId = filter.clusterSlug ? (cluster?.id ?? '00000000-0000-0000-0000-000000000000') : null
      const { rows, total } = await listAdminPosts(db, {
        status: filter.status,
        clusterId,
        offset: (filter.page - 1) * ADMIN_POSTS_PAGE_SIZE,
        limit: ADMIN_POSTS_PAGE_SIZE,
      })
      return { posts: rows.map(toAdminPost), total, page: filter.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE)) }
    },
    readAdminPost,
    findAdminPost,
    async listAdminClusters(): Promise<BlogCluster[]> {
      return (await listClustersWithCounts(db)).map((row) => toCluster(row, row))
    },
    /** Scheduled and published posts of a month (UTC month boundaries shifted to India time). */
    async readCalendar(year: number, month: number): Promise<CalendarEntry[]> {
      const istOffsetMs = 330 * 60_000
      const from = new Date(Date.UTC(year, month - 1, 1) - istOffsetMs)
      const to = new Date(Date.UTC(year, month, 1) - istOffsetMs)
      const rows = await listCalendarPosts(db, from, to)
      return rows.flatMap((row) => {
        const at = row.status === 'published' ? row.publishedAt : row.publishAt
        if (!at || (row.status !== 'published' && row.status !== 'scheduled')) return []
        return [{ id: row.id, title: row.title, status: row.status, at: at.toISOString() }]
      })
    },
    createPost,
    updatePost,
    deletePost,
    createCluster,
    updateCluster,
    deleteCluster,
    generateDraft,

    /** The blog-publish-due job: every scheduled post whose time has come goes out, each recorded in the audit log. */
    async publishDue(): Promise<number> {
      const at = now()
      return db.transaction(async (tx) => {
        const published = await publishDuePosts(tx, at)
        for (const post of published) {
          await tx.insert(auditLog).values({
            actorUserId: null,
            actorLabel: 'blog-publish-due',
            action: 'blog_post.publish',
            targetType: 'blog_post',
            targetId: post.id,
            before: { status: 'scheduled', publish_at: post.publishAt?.toISOString() ?? null },
            after: { status: 'published' },
          })
        }
        if (published.length > 0) deps.logger.info({ posts: published.map((post) => post.slug) }, 'scheduled blog posts published')
        return published.length
      })
    },
  }
}

export type BlogService = ReturnType<typeof createBlogService>
