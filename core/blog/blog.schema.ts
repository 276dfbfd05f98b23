import { z } from 'zod'
import {
  AUTHOR_MAX,
  BODY_MAX,
  BODY_MIN,
  CLUSTER_DESCRIPTION_MAX,
  CLUSTER_NAME_MAX,
  EXCERPT_MAX,
  EXCERPT_MIN,
  KEYWORDS_MAX,
  POST_STATUSES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  TITLE_MAX,
  TITLE_MIN,
  TOPIC_MAX,
} from './blog.ts'

/** The wire shapes of the blog's staff API, /api/blog/admin (issue 23, decision 062). */

export const postStatusSchema = z.enum(POST_STATUSES).meta({ description: 'draft, scheduled or published.' })
export const slugSchema = z.string().trim().min(1).max(SLUG_MAX).regex(SLUG_PATTERN)

/** A text field that may be left empty: empty is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value === null || value === '' ? null : value))

/**
 * POST /api/blog/admin/posts and PUT …/posts/{id}: a scheduled post names when it goes out (the
 * server refuses a time already past); a published post without one goes out now.
 */
export const postInputSchema = z
  .strictObject({
    title: z.string().trim().min(TITLE_MIN).max(TITLE_MAX),
    slug: z
      .union([slugSchema, z.literal('')])
      .default('')
      .meta({ description: 'Made from the title when empty.' }),
    excerpt: z.string().trim().min(EXCERPT_MIN).max(EXCERPT_MAX),
    body: z.string().trim().min(BODY_MIN).max(BODY_MAX).meta({ description: 'Markdown (the safe subset of core/blog/markdown.ts).' }),
    cluster_id: z.uuid(),
    author_name: z.string().trim().min(1).max(AUTHOR_MAX),
    status: postStatusSchema,
    publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
    seo_title: optionalText(SEO_TITLE_MAX),
    seo_description: optionalText(SEO_DESCRIPTION_MAX),
  })
  .superRefine((input, context) => {
    if (input.status === 'scheduled' && input.publish_at === null) {
      context.addIssue({ code: 'custom', path: ['publish_at'], message: 'A scheduled post needs a date and time' })
    }
  })
export type PostInput = z.output<typeof postInputSchema>

export const postIdParamSchema = z.object({ id: z.uuid().meta({ description: 'The post id.' }) })
export const clusterIdParamSchema = z.object({ id: z.uuid().meta({ description: 'The cluster id.' }) })

export const adminPostSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  cluster_id: z.uuid(),
  cluster_slug: z.string(),
  cluster_name: z.string(),
  author_name: z.string(),
  status: postStatusSchema,
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  reading_minutes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminPost = z.infer<typeof adminPostSchema>

export const clusterInputSchema = z.strictObject({
  name: z.string().trim().min(2).max(CLUSTER_NAME_MAX),
  slug: z
    .union([slugSchema, z.literal('')])
    .default('')
    .meta({ description: 'Made from the name when empty.' }),
  description: z.string().trim().max(CLUSTER_DESCRIPTION_MAX).default(''),
  /** Hindi pages show these; empty, they show the English ones (decision 074). */
  name_hi: z.string().trim().max(CLUSTER_NAME_MAX).default(''),
  description_hi: z.string().trim().max(CLUSTER_DESCRIPTION_MAX).default(''),
})
export type ClusterInput = z.output<typeof clusterInputSchema>

export const blogClusterSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  name_hi: z.string(),
  description_hi: z.string(),
  /** Every post of the cluster, whatever its status. */
  post_count: z.number().int(),
  /** Its published posts. */
  published_count: z.number().int(),
})
export type BlogCluster = z.infer<typeof blogClusterSchema>

/** POST /api/blog/admin/generate: a topic and keywords become a draft in the cluster. */
export const generateDraftSchema = z.strictObject({
  topic: z.string().trim().min(TITLE_MIN).max(TOPIC_MAX),
  keywords: z.string().trim().max(KEYWORDS_MAX).default(''),
  cluster_id: z.uuid(),
})
export type GenerateDraft = z.output<typeof generateDraftSchema>

export const generatedDraftSchema = z.object({
  post: adminPostSchema,
  /** 'model' when the AI adapter wrote it, 'outline' when the offline outline from our own posts did. */
  source: z.enum(['model', 'outline']),
})
export type GeneratedDraft = z.infer<typeof generatedDraftSchema>

/** The post editor's fields as the form holds them (text inputs); the editor turns them into a PostInput. */
export const postFormSchema = z
  .object({
    title: z.string().trim().min(TITLE_MIN).max(TITLE_MAX),
    slug: z.union([slugSchema, z.literal('')]),
    excerpt: z.string().trim().min(EXCERPT_MIN).max(EXCERPT_MAX),
    body: z.string().trim().min(BODY_MIN).max(BODY_MAX),
    cluster_id: z.uuid(),
    author_name: z.string().trim().min(1).max(AUTHOR_MAX),
    status: postStatusSchema,
    publish_at: z.string(),
    seo_title: z.string().trim().max(SEO_TITLE_MAX),
    seo_description: z.string().trim().max(SEO_DESCRIPTION_MAX),
  })
  .superRefine((form, context) => {
    if (form.status === 'scheduled' && (form.publish_at === '' || Number.isNaN(Date.parse(form.publish_at)))) {
      context.addIssue({ code: 'custom', path: ['publish_at'], message: 'A scheduled post needs a date and time' })
    }
  })
export type PostForm = z.input<typeof postFormSchema>
