import type { Context } from 'hono'
import { blogEndpoints } from '#core/blog/blog.endpoints.ts'
import * as blogSchemas from '#core/blog/blog.schema.ts'
import { adminAreaForPath, type AdminArea } from '#core/auth/roles.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { BlogActor, BlogService } from './service.ts'

function areaOf(path: string): AdminArea {
  const area = adminAreaForPath(path)
  if (!area) throw new Error(`no admin area serves ${path}`)
  return area
}

const POSTS_AREA = areaOf('/admin/posts')
const CLUSTERS_AREA = areaOf('/admin/clusters')
const GENERATOR_AREA = areaOf('/admin/content-generator')

function actorOf(c: Context<SignedInEnv>): BlogActor {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, email: viewer.email }
}

/** The blog's staff API at /api/blog/admin (decision 062): each route checks its area's roles; every write is audited. */
export function createBlogRoutes(deps: { auth: AuthService; blog: BlogService }) {
  const router = createApiRouter()
  const tags = ['Blog admin']
  const postsAccess = staffAccess(deps.auth, POSTS_AREA)
  const clustersAccess = staffAccess(deps.auth, CLUSTERS_AREA)
  const invalid = {
    400: 'A field is missing or invalid; a slug another post has (slug_taken); a scheduled time already past (publish_at_past)',
  }

  const createPostRoute = apiRoute(blogEndpoints.createPost, blogSchemas, {
    access: postsAccess,
    tags,
    summary: 'Write a post',
    description:
      'editor, admin and super_admin. Draft, scheduled (publish_at ahead; the blog-publish-due job publishes it) or published now.',
    answer: 'The post',
    errors: invalid,
  })
  router.openapi(createPostRoute, async (c) => c.json(await deps.blog.createPost(actorOf(c), c.req.valid('json')), 201))

  const updatePostRoute = apiRoute(blogEndpoints.updatePost, blogSchemas, {
    access: postsAccess,
    tags,
    summary: 'Change a post',
    description: 'editor, admin and super_admin. A published post keeps its first publication date.',
    answer: 'The post',
    errors: { ...invalid, 404: 'No post has this id' },
  })
  router.openapi(updatePostRoute, async (c) =>
    c.json(await deps.blog.updatePost(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )

  const deletePostRoute = apiRoute(blogEndpoints.deletePost, blogSchemas, {
    access: postsAccess,
    tags,
    summary: 'Delete a post',
    description: 'editor, admin and super_admin.',
    answer: 'Deleted',
    errors: { 404: 'No post has this id' },
  })
  router.openapi(deletePostRoute, async (c) => {
    await deps.blog.deletePost(actorOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })

  const createClusterRoute = apiRoute(blogEndpoints.createCluster, blogSchemas, {
    access: clustersAccess,
    tags,
    summary: 'Add a topic cluster',
    description: 'editor, admin and super_admin.',
    answer: 'The cluster',
    errors: { 400: 'A field is invalid, or the slug is taken (slug_taken)' },
  })
  router.openapi(createClusterRoute, async (c) => c.json(await deps.blog.createCluster(actorOf(c), c.req.valid('json')), 201))

  const updateClusterRoute = apiRoute(blogEndpoints.updateCluster, blogSchemas, {
    access: clustersAccess,
    tags,
    summary: 'Change a topic cluster',
    description: 'editor, admin and super_admin.',
    answer: 'The cluster',
    errors: { 400: 'A field is invalid, or the slug is taken (slug_taken)', 404: 'No cluster has this id' },
  })
  router.openapi(updateClusterRoute, async (c) =>
    c.json(await deps.blog.updateCluster(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )

  const deleteClusterRoute = apiRoute(blogEndpoints.deleteCluster, blogSchemas, {
    access: clustersAccess,
    tags,
    summary: 'Delete a topic cluster',
    description: 'editor, admin and super_admin. Only a cluster without posts.',
    answer: 'Deleted',
    errors: { 404: 'No cluster has this id', 409: 'The cluster still has posts (cluster_has_posts)' },
  })
  router.openapi(deleteClusterRoute, async (c) => {
    await deps.blog.deleteCluster(actorOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })

  const generateRoute = apiRoute(blogEndpoints.generateDraft, blogSchemas, {
    access: staffAccess(deps.auth, GENERATOR_AREA),
    tags,
    summary: 'Draft a post from a topic and keywords',
    description:
      'editor, admin and super_admin. Through the AI adapter when a model is configured; otherwise (or when it fails) an outline built from the published posts of the same cluster. Saved as a draft.',
    answer: 'The draft and who wrote it',
    errors: { 400: 'A field is invalid or no cluster has this id' },
  })
  router.openapi(generateRoute, async (c) => c.json(await deps.blog.generateDraft(actorOf(c), c.req.valid('json')), 201))

  return router
}
