import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeAll, expect, test } from 'vitest'
import { BLOG_PAGE_SIZE } from '#core/blog/blog.ts'
import { countWords } from '#core/blog/blog.ts'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import { auditLog, blogPosts } from '#server/db/schema/index.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { seedClusters, seedPosts } from './seed/seed-content.ts'
import { createBlogService, type BlogService } from './service.ts'

const logger = pino({ level: 'silent' })
const actor = { userId: 'editor-1', email: 'editor@example.com' }

describeOnDatabases('the blog service', (getHandle) => {
  let clock = new Date('2026-11-20T10:00:00.000Z')
  let blog: BlogService

  beforeAll(async () => {
    blog = createBlogService({
      database: getHandle(),
      logger,
      ai: createAdapters(localAdaptersConfig, { logger }).ai,
      now: () => clock,
    })
    expect(await blog.seed()).toEqual({ clusters: seedClusters.length, posts: seedPosts.length })
  })

  test('the starting content is written once: a second start adds nothing', async () => {
    expect(await blog.seed()).toEqual({ clusters: 0, posts: 0 })
    const clusters = await blog.listPublicClusters('en')
    expect(clusters.map((cluster) => cluster.slug).sort()).toEqual(seedClusters.map((cluster) => cluster.slug).sort())
    expect(clusters.every((cluster) => cluster.postCount >= 5)).toBe(true)
  })

  test('every starting post is 300 to 700 words', () => {
    for (const post of seedPosts) {
      const words = countWords(post.body)
      expect(words, post.slug).toBeGreaterThanOrEqual(300)
      expect(words, post.slug).toBeLessThanOrEqual(700)
    }
  })

  test('/blog pages count every published post and are newest first; a page past the end is the 404', async () => {
    const first = await blog.listPublished(1, 'en')
    if (!first) throw new Error('no first page')
    expect(first.total).toBe(seedPosts.length)
    expect(first.pageCount).toBe(Math.ceil(seedPosts.length / BLOG_PAGE_SIZE))
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE)
    const dates = first.posts.map((post) => post.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(await blog.listPublished(first.pageCount + 1, 'en')).toBeNull()
  })

  test('a topic lists only its own published posts', async () => {
    const topic = await blog.readTopic('government-jobs', 1, 'en')
    if (!topic) throw new Error('no topic')
    expect(topic.cluster.name).toBe('Government jobs')
    expect(topic.page.total).toBe(seedPosts.filter((post) => post.clusterSlug === 'government-jobs').length)
    expect(topic.page.posts.every((post) => post.clusterSlug === 'government-jobs')).toBe(true)
    expect(await blog.readTopic('no-such-topic', 1, 'en')).toBeNull()
  })

  test('Hindi pages name the topics in Hindi; a topic without a Hindi name keeps its English one', async () => {
    const topic = await blog.readTopic('government-jobs', 1, 'hi')
    expect(topic?.cluster).toMatchObject({ name: 'सरकारी नौकरियाँ', description: expect.stringContaining('UPSC, SSC') })
    expect(topic?.page.posts.every((post) => post.clusterName === 'सरकारी नौकरियाँ')).toBe(true)
    const clusters = await blog.listPublicClusters('hi')
    expect(clusters.map((cluster) => cluster.name).sort()).toEqual(seedClusters.map((cluster) => cluster.nameHi).sort())
    const slug = seedPosts.find((post) => post.clusterSlug === 'interviews')?.slug ?? ''
    const read = await blog.readPost(slug, 'hi')
    expect(read?.post.clusterName).toBe('इंटरव्यू')
    expect(read?.related.every((item) => item.clusterName === 'इंटरव्यू')).toBe(true)
    expect((await blog.readPost(slug, 'en'))?.post.clusterName).toBe('Interviews')

    const created = await blog.createCluster(actor, {
      name: 'Freelancing',
      slug: '',
      description: 'Work on your own.',
      name_hi: '',
      description_hi: '',
    })
    expect((await blog.readTopic(created.slug, 1, 'hi'))?.cluster).toMatchObject({ name: 'Freelancing', description: 'Work on your own.' })
    await blog.deleteCluster(actor, created.id)
  })

  test('a draft, a scheduled post and an unknown slug are not readable; the scheduler publishes a due post, audited', async () => {
    const cluster = (await blog.listAdminClusters()).find((row) => row.slug === 'resume')
    if (!cluster) throw new Error('no resume cluster')
    const base = {
      excerpt: 'A post written by the test to check the scheduler end to end.',
      body: 'Some body text that is long enough to pass the minimum length of a post body.',
      cluster_id: cluster.id,
      author_name: 'Test Editor',
      seo_title: null,
      seo_description: null,
    }
    const draft = await blog.createPost(actor, { ...base, title: 'A draft post', slug: '', status: 'draft', publish_at: null })
    expect(draft.slug).toBe('a-draft-post')
    const scheduled = await blog.createPost(actor, {
      ...base,
      title: 'A scheduled post',
      slug: 'scheduled-test-post',
      status: 'scheduled',
      publish_at: '2026-11-20T10:05:00.000Z',
    })
    expect(await blog.readPost(draft.slug, 'en')).toBeNull()
    expect(await blog.readPost(scheduled.slug, 'en')).toBeNull()
    expect(await blog.readPost('no-such-post', 'en')).toBeNull()

    expect(await blog.publishDue()).toBe(0)
    clock = new Date('2026-11-20T10:06:00.000Z')
    expect(await blog.publishDue()).toBe(1)
    const read = await blog.readPost(scheduled.slug, 'en')
    if (!read) throw new Error('the scheduled post was not published')
    const { post, related } = read
    expect(post.publishedAt).toBe('2026-11-20T10:05:00.000Z')
    expect(related.every((item) => item.clusterSlug === 'resume' && item.slug !== post.slug)).toBe(true)
    expect((await blog.listPublished(1, 'en'))?.posts[0]?.slug).toBe(scheduled.slug)

    const audit = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, scheduled.id)).orderBy(auditLog.id)
    expect(audit.map((row) => [row.action, row.actorLabel])).toEqual([
      ['blog_post.create', 'editor@example.com'],
      ['blog_post.publish', 'blog-publish-due'],
    ])
    await blog.deletePost(actor, draft.id)
    await blog.deletePost(actor, scheduled.id)
  })

  test('a scheduled time already past and a taken slug are refused beside their fields', async () => {
    const cluster = (await blog.listAdminClusters())[0]
    if (!cluster) throw new Error('no cluster')
    const input = {
      title: 'Past schedule',
      slug: '',
      excerpt: 'An excerpt long enough for the schema to accept it.',
      body: 'A body long enough for the schema to accept it, with a few more words here.',
      cluster_id: cluster.id,
      author_name: 'Test',
      status: 'scheduled' as const,
      publish_at: '2020-01-01T00:00:00.000Z',
      seo_title: null,
      seo_description: null,
    }
    await expect(blog.createPost(actor, input)).rejects.toMatchObject({ code: 'VALIDATION_INVALID_FORMAT', reason: 'publish_at_past' })
    await expect(blog.createPost(actor, { ...input, status: 'draft', slug: seedPosts[0]?.slug ?? '' })).rejects.toMatchObject({
      reason: 'slug_taken',
    })
  })

  test('clusters: created, renamed and deleted with audit rows; one with posts is not deleted', async () => {
    const created = await blog.createCluster(actor, { name: 'Internships', slug: '', description: '', name_hi: '', description_hi: '' })
    expect(created.slug).toBe('internships')
    const renamed = await blog.updateCluster(actor, created.id, {
      name: 'Internships and apprenticeships',
      slug: '',
      description: 'x',
      name_hi: 'इंटर्नशिप और अप्रेंटिसशिप',
      description_hi: '',
    })
    expect(renamed).toMatchObject({ slug: 'internships', name: 'Internships and apprenticeships', name_hi: 'इंटर्नशिप और अप्रेंटिसशिप' })
    const resume = (await blog.listAdminClusters()).find((row) => row.slug === 'resume')
    await expect(blog.deleteCluster(actor, resume?.id ?? '')).rejects.toMatchObject({ code: 'EDIT_CONFLICT', reason: 'cluster_has_posts' })
    await blog.deleteCluster(actor, created.id)
    const audit = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, created.id)).orderBy(auditLog.id)
    expect(audit.map((row) => row.action)).toEqual(['blog_cluster.create', 'blog_cluster.update', 'blog_cluster.delete'])
    expect(audit[1]?.after).toMatchObject({ name_hi: 'इंटर्नशिप और अप्रेंटिसशिप' })
  })

  test('the sitemap lists /blog, each topic and each published post with its last change, a page at a time', async () => {
    const total = await blog.countSitemap()
    const published = await getHandle().db.$count(blogPosts, eq(blogPosts.status, 'published'))
    expect(total).toBe(1 + seedClusters.length + published)
    const all = await blog.listSitemap({ offset: 0, limit: 1000 })
    expect(all).toHaveLength(total)
    expect(all[0]?.path).toBe('/blog')
    expect(all.every((entry) => entry.lastModified instanceof Date)).toBe(true)
    const pages = [...(await blog.listSitemap({ offset: 0, limit: 5 })), ...(await blog.listSitemap({ offset: 5, limit: 1000 }))]
    expect(pages.map((entry) => entry.path)).toEqual(all.map((entry) => entry.path))
  })

  test("the content generator drafts an outline from the cluster's own posts when no model is configured", async () => {
    const cluster = (await blog.listAdminClusters()).find((row) => row.slug === 'working-abroad-and-visas')
    if (!cluster) throw new Error('no cluster')
    const { post, source } = await blog.generateDraft(actor, {
      topic: 'Working in Ireland on a Critical Skills permit',
      keywords: 'Critical Skills, salary',
      cluster_id: cluster.id,
    })
    expect(source).toBe('outline')
    expect(post.status).toBe('draft')
    expect(post.body).toContain('**Critical Skills**')
    expect(post.body).toContain('](/blog/h1b-visa-guide-for-indian-professionals)')
    await blog.deletePost(actor, post.id)
  })
})
